import { expect, type APIRequestContext } from '@playwright/test';
import {
  exampleAttestationSubmission,
  exampleDeathRegistrationSubmission,
  exampleBirthRegistrationDraft,
  toBirthRegistrationSubmission,
} from '@vitalreg/domain';
import { SANDBOX_NINS } from '../apps/api/src/integrations/identity/sandbox.ts';
import { DEMO_PASSWORD, noisePng, sandboxReference } from './support.ts';
import { uniqueName } from './wizard-fields.ts';

/*
 * Records made over the API for journeys that start after capture (the wizards have journeys of
 * their own): a birth submitted, approved, printed; an attestation paid, approved, printed.
 */

/** Signs in over the API: the Authorization header and the user's centre. */
export async function apiSignIn(request: APIRequestContext, user: string) {
  const response = await request.post('/api/auth/login', {
    data: { user, password: DEMO_PASSWORD, device: 'e2e' },
  });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as {
    data: { token: string; user: { Reg_Center_ID: number } };
  };
  return { authorization: `Bearer ${data.token}`, centreId: data.user.Reg_Center_ID };
}

/** Uploads a small PNG as the registrar's document of this kind; answers its key. */
async function uploaded(request: APIRequestContext, authorization: string, kind: string) {
  const response = await request.post('/api/documents', {
    headers: { authorization },
    data: { kind, mimeType: 'image/png', fileName: 'e2e', data: noisePng(4, 4).toString('base64') },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { key: string } }).data.key;
}

/**
 * A claimed birth of Ṣẹgun Ọbịa Ɗanjuma submitted by the demo registrar, with the informant's
 * signature and a document uploaded.
 */
export async function submittedBirth(request: APIRequestContext): Promise<number> {
  const { authorization, centreId } = await apiSignIn(request, 'registra');
  const birth = toBirthRegistrationSubmission(exampleBirthRegistrationDraft('claimed'));
  const response = await request.post('/api/birth-registration/add', {
    headers: { authorization, 'idempotency-key': crypto.randomUUID() },
    data: {
      ...birth,
      Reg_Center: String(centreId),
      child: { ...birth.child, firstname: 'Ṣẹgun', middlename: 'Ọbịa', surname: 'Ɗanjuma' },
      informant: {
        ...birth.informant,
        signature: await uploaded(request, authorization, 'signature'),
      },
      SupportingDocument: [
        {
          type: 'immunization-card',
          mimeType: 'image/png',
          url: await uploaded(request, authorization, 'support_document'),
        },
      ],
      // The demo mother may have other births on this day in this database.
      confirmNotDuplicate: true,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

/** submittedBirth, approved by the DCR and printed by the registrar: its id and number. */
export async function printedBirth(
  request: APIRequestContext,
): Promise<{ id: number; number: string }> {
  const id = await submittedBirth(request);
  const dcr = await apiSignIn(request, 'dcr');
  const approved = await request.get(`/api/dcr/registrations/birth/approve/${id}`, {
    headers: { authorization: dcr.authorization },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  const number = ((await approved.json()) as { data: { certificate_number: string } }).data
    .certificate_number;
  const registrar = await apiSignIn(request, 'registra');
  const printed = await request.post(`/api/certificates/birth/${id}/print`, {
    headers: { authorization: registrar.authorization },
  });
  expect(printed.status(), await printed.text()).toBe(200);
  return { id, number };
}

/**
 * A birth attestation without a NIN (so no other journey's applicant shares it), its fee paid
 * in the sandbox, approved by the DCR and printed: its id, number and applicant.
 */
export async function printedAttestation(request: APIRequestContext) {
  const { authorization, centreId } = await apiSignIn(request, 'registra');
  const example = exampleAttestationSubmission('without_nin');
  const applicant = { ...example.applicant, firstname: uniqueName('Amaka') };
  const submitted = await request.post('/api/self-attestation/no-nin', {
    headers: { authorization, 'idempotency-key': crypto.randomUUID() },
    data: {
      ...example,
      Reg_Center: centreId,
      applicant: { ...applicant, face: await uploaded(request, authorization, 'face') },
      affidavit: {
        mimeType: 'image/png',
        url: await uploaded(request, authorization, 'affidavit'),
      },
      reference: sandboxReference('attestation'),
    },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);
  const { id } = ((await submitted.json()) as { data: { id: number } }).data;
  const dcr = await apiSignIn(request, 'dcr');
  const approved = await request.get(`/api/dcr/registrations/attestation/approve/${id}`, {
    headers: { authorization: dcr.authorization },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  const number = ((await approved.json()) as { data: { attestation_number: string } }).data
    .attestation_number;
  const printed = await request.post(`/api/certificates/attestation/${id}/print`, {
    headers: { authorization },
  });
  expect(printed.status(), await printed.text()).toBe(200);
  return { id, number, applicant };
}

/**
 * A form B death submitted by the demo registrar (the informant's signature and an affidavit
 * uploaded), approved by the DCR and printed: its id and number.
 */
export async function printedDeath(request: APIRequestContext) {
  const { authorization, centreId } = await apiSignIn(request, 'registra');
  const example = exampleDeathRegistrationSubmission('form_b');
  const submitted = await request.post('/api/death-registration/add', {
    headers: { authorization, 'idempotency-key': crypto.randomUUID() },
    data: {
      ...example,
      Reg_Center: centreId,
      deceased: {
        ...example.deceased,
        firstname: uniqueName('Emeka'),
        nin: null,
        reason_for_no_nin: 'Lack of Awareness',
      },
      // The sandbox's informant, with the names the identity agency gives her NIN.
      informant: {
        ...example.informant,
        surname: 'Ogunleye',
        firstname: 'Adebola',
        middlename: '',
        nin: SANDBOX_NINS.informant,
        signature: await uploaded(request, authorization, 'signature'),
      },
      documents: [
        {
          type: 'affidavit',
          mimeType: 'image/png',
          url: await uploaded(request, authorization, 'support_document'),
        },
      ],
      confirmNotDuplicate: true,
    },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);
  const { id } = ((await submitted.json()) as { data: { id: number } }).data;
  const dcr = await apiSignIn(request, 'dcr');
  const approved = await request.get(`/api/dcr/registrations/death/approve/${id}`, {
    headers: { authorization: dcr.authorization },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  const number = ((await approved.json()) as { data: { death_certificate_number: string } }).data
    .death_certificate_number;
  const printed = await request.post(`/api/certificates/death/${id}/print`, {
    headers: { authorization },
  });
  expect(printed.status(), await printed.text()).toBe(200);
  return { id, number };
}
