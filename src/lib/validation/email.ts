/** SPEC §5: a local part, @, a domain and a top-level part of at least two letters. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[a-zA-Z]{2,}$/;
