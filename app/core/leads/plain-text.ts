/**
 * What a form's text may hold, for the schemas of both forms and of the docs feedback: text means
 * what it shows. A value made only of characters that show nothing (spaces, zero-width and format
 * characters, fillers) is empty; control characters, which show nothing either but make a terminal,
 * a log line or the sales team's tools do something, are refused.
 */

/** Spaces and format characters (zero-width, joiners, direction marks) at a value's ends. */
const EDGE_BLANKS = /^[\p{White_Space}\p{Z}\p{Cf}]+|[\p{White_Space}\p{Z}\p{Cf}]+$/gu;

/**
 * Everything that shows nothing on its own: spaces of every kind, controls, format characters, the
 * code points Unicode says to ignore when they cannot be shown (Hangul fillers, variation
 * selectors, U+034F…), and the blank braille pattern.
 */
const INVISIBLE = /[\p{White_Space}\p{Z}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/gu;

/**
 * What a one-line field refuses: every control character (CR, LF, NUL, ESC, DEL, C1…) and the
 * bidirectional embeddings, overrides and isolates, which reorder how the text around them shows.
 */
const UNPRINTABLE_LINE = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/u;
/** What a text box refuses: the same, but for line feeds and tabs, a message's own. */
const UNPRINTABLE_TEXT = /[^\P{Cc}\n\t]|[\u202a-\u202e\u2066-\u2069]/u;

/** `value` without the spaces and format characters at its ends. */
export const trimBlanks = (value: string) => value.replace(EDGE_BLANKS, "");

/** Whether anything of `value` would show. */
export const showsSomething = (value: string) => value.replace(INVISIBLE, "") !== "";

/** Every line break (CRLF, as a form posts a text box, or CR alone) as one line feed. */
export const oneKindOfLineBreak = (value: string) => value.replace(/\r\n?/g, "\n");

/** Whether a one-line field's value, or (`multiline`) a text box's, holds nothing unprintable. */
export const printable = (value: string, multiline = false) =>
  !(multiline ? UNPRINTABLE_TEXT : UNPRINTABLE_LINE).test(value);
