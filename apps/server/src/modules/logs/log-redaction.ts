/** Key names whose values never reach a tenant log (passwords, tokens, station keys). */
const SECRET_KEY =
  '(?:password|passwd|pwd|secret|token|access_?token|refresh_?token|id_?token|authorization_?key|authorizationKey|api_?key|recaptchaResponse|recoveryCode|verificationCode)';

const redactions: [RegExp, string][] = [
  // "password":"…" and 'token': '…' in JSON or object dumps.
  [
    new RegExp(`(["']?\\w*${SECRET_KEY}["']?\\s*:\\s*)("(?:[^"\\\\]|\\\\.)*"|'[^']*')`, 'gi'),
    '$1"[redacted]"',
  ],
  // password=…, token: … in query strings and prose (up to a separator).
  [
    new RegExp(`(\\b\\w*${SECRET_KEY}\\b\\s*[=:]\\s*)(?!"\\[redacted\\]")[^\\s&,;"'}]+`, 'gi'),
    '$1[redacted]',
  ],
  // Authorization headers and bearer tokens.
  [/\b(Bearer|Basic)\s+[\w\-.~+/=]+/gi, '$1 [redacted]'],
  // Anything shaped like a JWT or our signed tokens (three base64url parts).
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]+/g, '[redacted]'],
];

/** Removes anything that looks like a credential from a log message. */
export function redactSecrets(message: string): string {
  let text = message;
  for (const [pattern, replacement] of redactions) text = text.replace(pattern, replacement);
  return text;
}

/** One entry is one line: line breaks a message carries would forge entries. */
export function singleLine(message: string): string {
  return message.replace(/\r\n|\r|\n/g, ' ⏎ ');
}
