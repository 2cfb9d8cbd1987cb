/** A `tel:` link for a phone number as written for people: "+1 876-555-0142" gives "tel:+18765550142". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
