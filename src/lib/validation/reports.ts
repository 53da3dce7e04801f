/** Reports a patient may share before the visit (issue 29), and uploads one patient may try in an hour (issue 43). */
export const REPORT_LIMITS = { perAppointment: 5, maxBytes: 10 * 1024 * 1024, uploadsPerHour: 20 } as const;

/** The file types accepted, as read from the file's first bytes (never its name or the browser's word). */
export const REPORT_TYPES = {
  'application/pdf': { extension: 'pdf', magic: [[0x25, 0x50, 0x44, 0x46, 0x2d]] },
  'image/jpeg': { extension: 'jpg', magic: [[0xff, 0xd8, 0xff]] },
  'image/png': { extension: 'png', magic: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]] },
} as const;
export type ReportContentType = keyof typeof REPORT_TYPES;

export const reportMessages = {
  wrongType: 'Only PDF, JPEG and PNG files can be shared',
  tooLarge: 'A report may be at most 10 MB',
  tooMany: 'At most 5 reports can be shared for one appointment',
  fileMissing: 'Please choose a file',
  closed: 'Reports can be shared or removed only until the consultation starts.',
  activeContent:
    'This PDF contains scripts or automatic actions, so it cannot be shared. Please save it again as a plain PDF (for example with Print, then Save as PDF) and share that.',
  tooManyUploads: 'At most 20 files can be shared in an hour. Please try again later.',
} as const;

/** The report type of these bytes, or null when they are not a PDF, JPEG or PNG. */
export function detectReportType(bytes: Uint8Array): ReportContentType | null {
  for (const [type, { magic }] of Object.entries(REPORT_TYPES) as [ReportContentType, (typeof REPORT_TYPES)[ReportContentType]][]) {
    if (magic.some((signature) => signature.every((byte, i) => bytes[i] === byte))) return type;
  }
  return null;
}
