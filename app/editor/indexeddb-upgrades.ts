/**
 * Each upgrade of a database the editor asks for gets a version of its own. Sveltia CMS keeps
 * several stores in one IndexedDB database (its metadata, file cache, settings, draft backups),
 * each opened by an object of its own which, finding its store missing, opens the database again
 * at the version it saw plus one, and adds the store in that upgrade. Two that find theirs missing
 * at once ask for the same version: the first upgrade adds its store; the second open finds that
 * version already there, upgrades nothing, and every use of its store then fails ("One of the
 * specified object stores was not found"). Seen on a fresh browser under load, as a save refused
 * with no reason given. So an open that asks for a version is given one above every version asked
 * for or seen before for that database: each such open upgrades, and Sveltia's upgrade adds only
 * what is missing. An open that asks for none is left as it is.
 */
export function distinctUpgrades(factory: IDBFactory | undefined = globalThis.indexedDB): void {
  if (!factory) return;
  const highest = new Map<string, number>();
  const seen = (name: string, version: number) =>
    highest.set(name, Math.max(highest.get(name) ?? 0, version));
  const open = factory.open.bind(factory);
  factory.open = (name: string, version?: number): IDBOpenDBRequest => {
    const asked =
      version === undefined ? undefined : Math.max(version, (highest.get(name) ?? 0) + 1);
    if (asked !== undefined) seen(name, asked);
    const request = asked === undefined ? open(name) : open(name, asked);
    request.addEventListener("success", () => seen(name, request.result.version));
    return request;
  };
}
