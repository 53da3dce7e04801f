import { Fragment } from 'react';

/** What a dialog acts on, one "Label: value" line each (Patient, Time, …). */
export function DialogFacts({ facts }: { facts: Record<string, string> }) {
  return (
    <p>
      {Object.entries(facts).map(([label, value], index) => (
        <Fragment key={label}>
          {index > 0 && <br />}
          <strong>{label}:</strong> {value}
        </Fragment>
      ))}
    </p>
  );
}
