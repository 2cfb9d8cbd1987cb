/**
 * Where a picture's phone crop takes over (art direction): below 40rem, the site's breakpoint for
 * one column. Written as the exact complement of `(min-width: 40rem)`, in the syntax every browser
 * reads. Components' stylesheets give the crop's frame its shape under the same query (CSS cannot
 * import it; app/components/ui/picture.test.tsx holds them to it).
 */
export const phoneMedia = "not all and (min-width: 40rem)";
/** Where the wide picture shows: the rest. */
export const wideMedia = "(min-width: 40rem)";

/**
 * Where the site's illustration of a page shows at all: beside the heading, from 60rem (the page
 * intro's two columns, app/styles/app.css; below, its frame is not drawn).
 */
export const illustrationMedia = "(min-width: 60rem)";
