/** A character counter shows from half the maximum length unless configured otherwise (core.md 5). */
export function characterCounterVisible(length: number, maxLength: number, from: number = Math.ceil(maxLength / 2)): boolean {
  return length >= from;
}
