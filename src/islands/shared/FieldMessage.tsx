/** The attributes that tie a field to its problem: aria-invalid and aria-describedby. */
export const invalidProps = (id: string, message?: string | null) =>
  message ? ({ 'aria-invalid': true, 'aria-describedby': `${id}-error` } as const) : {};

/** A field's problem, shown under it (the same text the flow's toast shows). */
export function FieldMessage({ id, message }: { id: string; message?: string | null }) {
  if (!message) return null;
  return (
    <p className="field-error" id={`${id}-error`}>
      {message}
    </p>
  );
}
