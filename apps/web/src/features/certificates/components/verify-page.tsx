import {
  CERTIFICATE_MESSAGES,
  certificateIssueLabel,
  hasAnyPermission,
  isVerificationCode,
  longDate,
  normaliseVerificationCode,
  type RecordKindKey,
  type SignedCertificatePayload,
  type VerificationAnswer,
} from '@vitalreg/domain';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useParams } from 'react-router';
import { PlainLayout } from '@/components/layouts/plain-layout';
import { findKindUI } from '@/features/records/kind-ui';
import { usePermissions } from '@/lib/session-store';
import {
  checkCode,
  checkParticulars,
  checkSignature,
  type ParticularsCheck,
  type ServerCheck,
  type SignatureCheck,
} from '../api/verify-certificate';
import { OfficerParticulars } from './officer-particulars';
import './verify-page.css';

/*
 * `/verify/{code}`: the public certificate check, opened from a certificate's QR code or typed
 * code, with no sign-in; an officer signed in (who may print certificates) also sees every
 * printed particular to compare with the paper. Plain React and CSS (no MUI, no query client),
 * a chunk of its own.
 */

/** The code in two groups of five, as easier to compare with the paper. */
const spaced = (code: string) => `${code.slice(0, 5)} ${code.slice(5)}`;

interface Facts {
  kind: RecordKindKey;
  number: string;
  /** Not told of a revoked certificate. */
  name?: string;
  eventDate?: string;
  issuedOn: string;
  issue?: string;
  /** yyyy-mm-dd: when a correction of the record made the certificate out of date. */
  supersededOn?: string;
  /** yyyy-mm-dd: when it was revoked. */
  revokedOn?: string;
  /** yyyy-mm-dd: when the registry authorised a new certificate in its place. */
  newPaperOn?: string;
}

const fromAnswer = (answer: VerificationAnswer): Facts => {
  const issued = {
    kind: answer.kind,
    number: answer.certificate_number,
    issuedOn: answer.issued_on,
    issue: certificateIssueLabel(answer.issue, answer.issue_number),
  };
  if (answer.status === 'revoked') {
    return {
      ...issued,
      revokedOn: answer.revoked_on,
      ...(answer.new_paper_authorised_on ? { newPaperOn: answer.new_paper_authorised_on } : {}),
    };
  }
  return {
    ...issued,
    name: answer.name,
    eventDate: answer.event_date,
    ...(answer.status === 'superseded' && answer.superseded_on
      ? { supersededOn: answer.superseded_on }
      : {}),
  };
};

const fromPayload = (payload: SignedCertificatePayload): Facts => ({
  kind: payload.k,
  number: payload.n,
  name: payload.s,
  eventDate: payload.e,
  issuedOn: payload.i,
});

/** Whether the signed payload says what the register says (of a certificate not revoked). */
const agrees = (payload: SignedCertificatePayload, answer: VerificationAnswer) =>
  answer.status !== 'revoked' &&
  payload.k === answer.kind &&
  payload.n === answer.certificate_number &&
  payload.s === answer.name &&
  payload.e === answer.event_date &&
  payload.i === answer.issued_on;

export function VerifyCertificatePage() {
  const params = useParams();
  // The QR code's signed payload: read here, never sent anywhere.
  const { hash: fragment } = useLocation();
  const code = normaliseVerificationCode(params.code ?? '');
  const wellFormed = isVerificationCode(code);
  const [server, setServer] = useState<ServerCheck>();
  const [signature, setSignature] = useState<SignatureCheck>();
  const [particulars, setParticulars] = useState<ParticularsCheck>();
  const officer = hasAnyPermission(usePermissions(), ['Can_Print_Certificates']);

  useEffect(() => {
    document.title = 'Certificate verification';
    const controller = new AbortController();
    if (!wellFormed) {
      setServer({ status: 'not_found' });
      setSignature({ status: 'absent' });
      return () => controller.abort();
    }
    setServer(undefined);
    setSignature(undefined);
    setParticulars(undefined);
    checkCode(code, controller.signal).then(setServer, () => undefined);
    checkSignature(code, fragment, controller.signal).then(setSignature, () => undefined);
    if (officer) checkParticulars(code, controller.signal).then(setParticulars, () => undefined);
    return () => controller.abort();
  }, [code, wellFormed, fragment, officer]);

  return (
    <PlainLayout>
      <h1 className="plain-heading">Certificate verification</h1>
      <p className="plain-lead">
        Code <span className="verify-code">{wellFormed ? spaced(code) : params.code}</span>
      </p>
      {!server ? (
        <p className="app-loading" role="status">
          <span className="plain-spinner plain-spinner--dark" aria-hidden="true" />
          Checking the certificate…
        </p>
      ) : (
        <>
          <Result server={server} signature={signature} />
          {server.status === 'issued' &&
          server.answer.status !== 'revoked' &&
          particulars?.status === 'shown' ? (
            <OfficerParticulars
              check={particulars}
              signed={signature?.status === 'valid' ? signature.payload : undefined}
            />
          ) : null}
        </>
      )}
    </PlainLayout>
  );
}

function Result({ server, signature }: { server: ServerCheck; signature?: SignatureCheck }) {
  const signed = signature?.status === 'valid' ? signature.payload : undefined;
  switch (server.status) {
    case 'issued': {
      const { answer } = server;
      const matches = !signed || agrees(signed, answer);
      return (
        <>
          {answer.status === 'revoked' ? (
            <Verdict tone="invalid" title="Revoked">
              {CERTIFICATE_MESSAGES.revokedBecause[answer.revoked_because]} on{' '}
              {longDate(answer.revoked_on)}. This paper is no longer valid
              {answer.revoked_because === 'replaced'
                ? ': the holder should use the newer certificate.'
                : '.'}
              {answer.new_paper_authorised_on
                ? ` A new certificate was authorised on ${longDate(answer.new_paper_authorised_on)} by the registry: the holder should use it.`
                : ''}
            </Verdict>
          ) : answer.status === 'superseded' ? (
            <Verdict tone="superseded" title="Superseded">
              This certificate was issued from the register, but the record was corrected
              {answer.superseded_on ? ` on ${longDate(answer.superseded_on)}` : ''}, after this
              certificate was issued. Its details may no longer be right: the holder should ask for
              the new certificate.
            </Verdict>
          ) : (
            <Verdict tone="valid" title="Valid">
              This certificate is in the register. Compare these details with the paper: they are
              all this page shows.
            </Verdict>
          )}
          <FactList facts={fromAnswer(answer)} />
          {answer.status !== 'revoked' || signature?.status === 'invalid' ? (
            <SignatureNote signature={signature} matches={matches} />
          ) : null}
        </>
      );
    }
    case 'not_found':
      return (
        <>
          <Verdict tone="invalid" title="Not found">
            {CERTIFICATE_MESSAGES.notValid} Check the code against the paper.
          </Verdict>
          {signed ? (
            <p className="plain-alert plain-alert--info">
              The QR code was signed by the registry, but the register does not hold its code.
            </p>
          ) : null}
          {signature?.status === 'invalid' ? <SignatureNote signature={signature} /> : null}
        </>
      );
    case 'rate_limited':
      return <p className="plain-alert">{server.message}</p>;
    case 'unavailable':
      return (
        <>
          <p className="plain-alert">
            The register could not be reached, so the certificate could not be checked online. Try
            again in a moment.
          </p>
          {signed ? (
            <>
              <p className="plain-alert plain-alert--info">
                Checked on this device: the QR code&apos;s signature is genuine. These are the
                details it carries; the register was not asked whether the certificate is still
                valid.
              </p>
              <FactList facts={fromPayload(signed)} />
            </>
          ) : (
            <SignatureNote signature={signature} />
          )}
        </>
      );
  }
}

const MARKS = { valid: '✓', superseded: '!', invalid: '✕' } as const;

function Verdict({
  tone,
  title,
  children,
}: {
  tone: keyof typeof MARKS;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className={`verify-verdict verify-verdict--${tone}`} role="status">
      <span className="verify-verdict__mark" aria-hidden="true">
        {MARKS[tone]}
      </span>
      <div>
        <p className="verify-verdict__title">{title}</p>
        <p className="verify-verdict__text">{children}</p>
      </div>
    </div>
  );
}

function FactList({ facts }: { facts: Facts }) {
  const rows: [string, string][] = [
    ['Certificate', findKindUI(facts.kind)?.manifest.certificate.name ?? facts.kind],
    ['Certificate number', facts.number],
    ...(facts.name ? [['Name', facts.name] as [string, string]] : []),
    ...(facts.eventDate
      ? [
          [findKindUI(facts.kind)?.eventLabel ?? 'Date', longDate(facts.eventDate)] as [
            string,
            string,
          ],
        ]
      : []),
    ['Date of issue', longDate(facts.issuedOn)],
    ...(facts.issue ? [['Issue', facts.issue] as [string, string]] : []),
    ...(facts.supersededOn
      ? [['Superseded on', longDate(facts.supersededOn)] as [string, string]]
      : []),
    ...(facts.revokedOn ? [['Revoked on', longDate(facts.revokedOn)] as [string, string]] : []),
    ...(facts.newPaperOn
      ? [['New certificate authorised on', longDate(facts.newPaperOn)] as [string, string]]
      : []),
  ];
  return (
    <dl className="verify-facts">
      {rows.map(([label, value]) => (
        <div key={label} className="verify-facts__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function SignatureNote({
  signature,
  matches = true,
}: {
  signature?: SignatureCheck;
  matches?: boolean;
}) {
  if (!signature || signature.status === 'absent') return null;
  if (signature.status === 'unsupported') {
    return (
      <p className="verify-note">
        This browser cannot check the QR code&apos;s signature; the register&apos;s answer above
        stands.
      </p>
    );
  }
  if (signature.status === 'invalid') {
    return (
      <p className="plain-alert">
        The QR code&apos;s signed details do not check out: they were altered or do not belong to
        this code. Do not rely on this paper.
      </p>
    );
  }
  return matches ? (
    <p className="verify-note verify-note--ok">
      The QR code&apos;s signature is genuine and matches the register (checked on this device).
    </p>
  ) : (
    <p className="plain-alert">
      The QR code is signed, but its details differ from the register. Compare the paper with the
      details above.
    </p>
  );
}
