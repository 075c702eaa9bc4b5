/*
 * Characters refused in what clients send. One rule for every call: the server checks each string
 * (and key) of a request before its schema, so a new endpoint is covered without doing anything.
 */

/**
 * Control characters: C0 except tab, line feed and carriage return (multi-line text keeps them),
 * DEL and C1. PostgreSQL cannot store NUL in text, and the others only hide or garble what is shown.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is what this is for
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/**
 * Invisible characters that have no place in an identifier such as an e-mail address: every
 * control (Cc) and format (Cf) character, which includes the bidi overrides U+202A-202E and
 * U+2066-2069, the zero-width U+200B-200F and the byte-order mark U+FEFF.
 */
export const HIDDEN_CHARACTER = /[\p{Cc}\p{Cf}]/u;

/** A name with its control characters written as \uXXXX, fit to show in a message. */
function shown(name: string): string {
  return name.replace(
    new RegExp(CONTROL_CHARACTER.source, 'g'),
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * Where in a parsed JSON value (or query object) the first control character is: the dotted path
 * of the string or key holding it ('' for the value itself), or null when there is none. Walks
 * without recursion, so no nesting depth can overflow the stack.
 */
export function controlCharacterPath(value: unknown): string | null {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [item, path] = stack.pop()!;
    if (typeof item === 'string') {
      if (CONTROL_CHARACTER.test(item)) return path;
      continue;
    }
    if (typeof item !== 'object' || item === null) continue;
    const entries = Array.isArray(item) ? [...item.entries()] : Object.entries(item as object);
    const children = entries.map(([key, child]) => {
      const name = shown(String(key));
      return [child, path ? `${path}.${name}` : name] as [unknown, string];
    });
    const badKey = entries.findIndex(([key]) => CONTROL_CHARACTER.test(String(key)));
    if (badKey >= 0) return children[badKey]![1];
    // Pushed in reverse, so the first field of the body is the first one looked at.
    stack.push(...children.reverse());
  }
  return null;
}
