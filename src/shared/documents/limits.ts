/** The longest agreement text the editor, the converter and the live link accept (characters). */
export const MAX_DOCUMENT_TEXT_LENGTH = 300_000;
