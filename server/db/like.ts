// Substring matches with LIKE: the text a user typed, its own wildcards taken literally.

/** A LIKE pattern matching any value that contains `text`. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
