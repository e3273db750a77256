/** "1 registration", "3 registrations": a count with its noun. */
export function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}
