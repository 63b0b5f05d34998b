/** Spec 002 section 9: a broker's title is cut at 30 characters, keeping 27 and '...'. */
export function brokerTitle(name: string): string {
  const characters = Array.from(name);
  return characters.length > 30 ? `${characters.slice(0, 27).join('')}...` : name;
}
