/** Decorative line icons (24 x 24, drawn with currentColor). Always paired with visible or accessible text. */
const paths = {
  bell: "M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0",
  menu: "M4 6h16M4 12h16M4 18h16",
  close: "M18 6 6 18M6 6l12 12",
  search: "M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm10 2-4.35-4.35",
  chevronDown: "m6 9 6 6 6-6",
  chevronLeft: "m15 18-6-6 6-6",
  chevronRight: "m9 18 6-6-6-6",
  arrowRight: "M5 12h14M13 6l6 6-6 6",
  pause: "M8 5v14M16 5v14",
  play: "M7 4.5v15l12-7.5Z",
  external: "M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6",
  mail: "M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Zm18 2-10 7L2 6",
  phone:
    "M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2Z",
  pin: "M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0Zm-8 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z",
  globe:
    "M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20ZM2 12h20M12 2a15.3 15.3 0 0 1 4 10 15.3 15.3 0 0 1-4 10 15.3 15.3 0 0 1-4-10 15.3 15.3 0 0 1 4-10Z",
  // Contact icons (content/contacts.yaml names them; see contactIcons in the content schema).
  envelope:
    "M4 5h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2Zm-1.5 1.5L12 13l9.5-6.5",
  calendar:
    "M5 5h14a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2ZM3 10h18M8 3v4M16 3v4M7.5 14h2M14.5 14h2M7.5 17.5h2",
  megaphone: "M3 9.5h4L17 4v16L7 14.5H3Zm4 5 1.5 5.5h3l-1.2-4.4M20.5 9a4 4 0 0 1 0 6",
  handshake:
    "M2 12l4-5 5 1.5L13 7l5 1 4 4M2 12l5 5M22 12l-4.5 5M7 17l2.5 2.5a1.5 1.5 0 0 0 2.1-2.1M9.5 14.5l3.5 3.5a1.5 1.5 0 0 0 2.1-2.1L12 12.8M12 12.8l3.6 3.3a1.5 1.5 0 0 0 1.9-2.2L13 9.5l-3 2a1.8 1.8 0 0 1-2.4-2.6L11 8.5",
  graduation: "M2 9l10-5 10 5-10 5Zm4 2v5c0 1.5 2.7 3 6 3s6-1.5 6-3v-5M22 9v6",
  heart:
    "M12 20s-8.5-4.7-8.5-10.7A4.6 4.6 0 0 1 12 6.8a4.6 4.6 0 0 1 8.5 2.5C20.5 15.3 12 20 12 20Z",
  coins:
    "M9 6c0-1.1 2.7-2 6-2s6 .9 6 2-2.7 2-6 2-6-.9-6-2Zm0 0v4c0 .6.8 1.2 2 1.6M21 6v8c0 1.1-2.1 1.9-5 2M3 14c0-1.1 2.7-2 6-2s6 .9 6 2-2.7 2-6 2-6-.9-6-2Zm0 0v4c0 1.1 2.7 2 6 2s6-.9 6-2v-4",
  gavel: "m13 4 7 7-3 3-7-7 3-3Zm.5 6.5L5 19M3 21h10",
  // A sample value's notice: a warning sign.
  alert:
    "M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0ZM12 9v4M12 17h.01",
  // Copy buttons: two sheets, and a tick once copied.
  copy: "M9 9h10a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H9a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2Zm-4 6a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2",
  check: "M20 6 9 17l-5-5",
  // The theme control: the system's choice, light and dark.
  monitor: "M4 4h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2ZM8 21h8M12 17v4",
  sun: "M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M6.3 17.7l-1.4 1.4M19.1 4.9l-1.4 1.4",
  moon: "M12 3a6 6 0 0 0 9 9 9 9 0 1 1-9-9Z",
  // The footer's social networks (content/site.yaml names them; socialNetworks in
  // app/content/sets.ts), drawn as line icons like the rest so they sit together.
  facebook: "M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3Z",
  instagram:
    "M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5Zm5 6a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm5.5-1.5h.01",
  x: "M4 4h4.5L20 20h-4.5ZM20 4l-6.8 7.6M4 20l6.8-7.6",
  youtube:
    "M2.5 17a24 24 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.6 49.6 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24 24 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.6 49.6 0 0 1-16.2 0A2 2 0 0 1 2.5 17ZM10 15l5-3-5-3Z",
  tiktok: "M14.5 3v11.5a4.5 4.5 0 1 1-4.5-4.5M14.5 3a5 5 0 0 0 5 5",
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return (
    <svg
      className="icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}
