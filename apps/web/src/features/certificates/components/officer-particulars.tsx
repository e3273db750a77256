import type { SignedCertificatePayload } from '@vitalreg/domain';
import type { ParticularsCheck } from '../api/verify-certificate';

type Shown = Extract<ParticularsCheck, { status: 'shown' }>;

/**
 * Whether the register's particulars are those the certificate's QR code signed: by the signed
 * digest when the page came from the QR code, else by the register's own check.
 */
function signedState({ particulars, digest }: Shown, signed?: SignedCertificatePayload) {
  if (signed?.d && digest) return signed.d === digest ? 'same' : 'different';
  if (particulars.matches_signed === null) return 'unsigned';
  return particulars.matches_signed ? 'same' : 'different';
}

const NOTES = {
  same: {
    className: 'verify-note verify-note--ok',
    text: 'These are the particulars signed when the certificate was issued. Compare each with the paper: any difference means the paper was altered.',
  },
  different: {
    className: 'plain-alert',
    text: 'These particulars are not those signed when the certificate was issued: the record was corrected since, or the QR code belongs to another paper. Do not rely on this paper without checking the record.',
  },
  unsigned: {
    className: 'verify-note',
    text: "This certificate was issued before its particulars were signed: compare the paper with the register's particulars.",
  },
} as const;

/**
 * For a signed-in officer: every particular the certificate prints, as the register holds it,
 * to compare with the paper line by line (the public sees only the answer above).
 */
export function OfficerParticulars({
  check,
  signed,
}: {
  check: Shown;
  signed?: SignedCertificatePayload | undefined;
}) {
  const note = NOTES[signedState(check, signed)];
  return (
    <section className="verify-officer" aria-labelledby="verify-officer-title">
      <h2 id="verify-officer-title" className="verify-officer__title">
        Particulars in the register (officers only)
      </h2>
      <p className={note.className}>{note.text}</p>
      {check.particulars.sections.map((section) => (
        <div key={section.title}>
          <h3 className="verify-officer__section">{section.title}</h3>
          <dl className="verify-facts">
            {section.rows.map((row) => (
              <div key={row.label} className="verify-facts__row">
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </section>
  );
}
