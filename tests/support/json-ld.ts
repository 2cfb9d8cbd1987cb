/**
 * Checks JSON-LD nodes against what schema.org and Google's rich results need of each type the
 * site writes: NGO (name, url, logo), Event (name, startDate, location, eventStatus, organizer)
 * and BreadcrumbList (items with position, name and an absolute URL). Returns what is wrong.
 */
type Node = Record<string, unknown>;

const isText = (value: unknown): value is string =>
  typeof value === "string" && value.trim() !== "";
const isAbsoluteUrl = (value: unknown) => isText(value) && /^https:\/\/[^/]+/.test(value);
const isDate = (value: unknown) =>
  isText(value) && /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2}))?$/.test(value);

/** Every node in a block: the block itself, an array, or an @graph. */
export function nodesOf(block: unknown): Node[] {
  if (Array.isArray(block)) return block.flatMap(nodesOf);
  if (block && typeof block === "object") {
    const node = block as Node;
    if (Array.isArray(node["@graph"])) return nodesOf(node["@graph"]);
    return [node];
  }
  return [];
}

export function jsonLdProblems(block: unknown): string[] {
  const problems: string[] = [];
  const context = (block as Node | null)?.["@context"];
  if (context !== "https://schema.org") problems.push(`@context is ${String(context)}`);
  for (const node of nodesOf(block)) {
    const type = node["@type"];
    const say = (message: string) =>
      problems.push(`${String(type)} ${String(node.name ?? "")}: ${message}`);
    switch (type) {
      case "NGO": {
        if (!isText(node.name)) say("no name");
        if (!isAbsoluteUrl(node.url)) say("url is not absolute");
        const logo = node.logo as Node | string | undefined;
        const logoUrl = typeof logo === "string" ? logo : logo?.url;
        if (!isAbsoluteUrl(logoUrl)) say("logo is not an absolute URL");
        break;
      }
      case "Event": {
        if (!isText(node.name)) say("no name");
        if (!isDate(node.startDate)) say(`startDate ${String(node.startDate)}`);
        if (node.endDate !== undefined && !isDate(node.endDate))
          say(`endDate ${String(node.endDate)}`);
        if (isText(node.endDate) && isText(node.startDate) && node.endDate < node.startDate)
          say("ends before it starts");
        const location = node.location as Node | undefined;
        if (location?.["@type"] !== "Place" || !isText(location.name) || !location.address)
          say("location is not a Place with a name and address");
        if (
          typeof node.eventStatus !== "string" ||
          !node.eventStatus.startsWith("https://schema.org/Event")
        )
          say(`eventStatus ${String(node.eventStatus)}`);
        const organizer = node.organizer as Node | undefined;
        if (!organizer || !isText(organizer.name) || !isAbsoluteUrl(organizer.url))
          say("organizer has no name and url");
        const offers = node.offers as Node | undefined;
        if (offers && !isAbsoluteUrl(offers.url)) say("offer without an absolute url");
        break;
      }
      case "BreadcrumbList": {
        const items = node.itemListElement;
        if (!Array.isArray(items) || items.length === 0) {
          say("no itemListElement");
          break;
        }
        (items as Node[]).forEach((item, index) => {
          if (item["@type"] !== "ListItem") say(`item ${index + 1} is not a ListItem`);
          if (item.position !== index + 1)
            say(`item ${index + 1} has position ${String(item.position)}`);
          if (!isText(item.name)) say(`item ${index + 1} has no name`);
          if (!isAbsoluteUrl(item.item)) say(`item ${index + 1} is not an absolute URL`);
        });
        break;
      }
      default:
        say("unexpected type");
    }
  }
  return problems;
}
