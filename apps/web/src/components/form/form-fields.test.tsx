import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lgasOfState, statesSortedByName } from '@vitalreg/domain';
import { describe, expect, it, vi } from 'vitest';
import { envelope, errorEnvelope, jsonResponse } from '@/testing/test-utils';
import { NationalitySelect, ShowWhen, whenLiterate, whenNigerian } from './country-fields';
import { SelectField } from './select-field';
import { DocumentUpload } from './document-upload';
import { StateLgaFields } from './state-lga-fields';
import { TestForm } from './test-form';

vi.mock('browser-image-compression', () => ({
  default: vi.fn(async (file: File) => file),
}));

const lagos = statesSortedByName().find((s) => s.State_Name === 'Lagos')!;
const oyo = statesSortedByName().find((s) => s.State_Name === 'Oyo')!;

describe('StateLgaFields', () => {
  it("lists the state's LGAs and clears the LGA when the state changes", async () => {
    const user = userEvent.setup();
    let values: Record<string, unknown> = {};
    render(
      <TestForm defaultValues={{ state: '', lga: '' }} onValues={(v) => (values = v)}>
        <StateLgaFields stateName="state" lgaName="lga" stateLabel="State" lgaLabel="LGA" />
      </TestForm>,
    );
    const lga = screen.getByLabelText('LGA') as HTMLSelectElement;
    expect(lga).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('State'), String(lagos.State_ID));
    const ikeja = lgasOfState(lagos.State_ID).find((l) => l.LGA_Name === 'Ikeja')!;
    expect(lga.options).toHaveLength(lgasOfState(lagos.State_ID).length + 1);
    await user.selectOptions(lga, String(ikeja.LGA_ID));
    expect(values.lga).toBe(String(ikeja.LGA_ID));
    await user.selectOptions(screen.getByLabelText('State'), String(oyo.State_ID));
    expect(values.lga).toBe('');
    expect(lga.value).toBe('');
    expect(lga.options).toHaveLength(lgasOfState(oyo.State_ID).length + 1);
  });
});

describe('the 63 rule and literacy', () => {
  it('shows origin fields only for Nigerian nationality and education only when literate', async () => {
    const user = userEvent.setup();
    render(
      <TestForm
        defaultValues={{ nationality: '63', literacy: '2', ethnic_group: '', education_level: '' }}
      >
        <NationalitySelect name="nationality" label="Nationality" />
        <ShowWhen name="nationality" when={whenNigerian}>
          <SelectField
            name="ethnic_group"
            label="Ethnic group"
            options={[{ value: 1, name: 'Yoruba' }]}
          />
        </ShowWhen>
        <SelectField
          name="literacy"
          label="Literacy"
          options={[
            { value: 1, name: 'Literate' },
            { value: 2, name: 'Illiterate' },
          ]}
        />
        <ShowWhen name="literacy" when={whenLiterate}>
          <SelectField name="education_level" label="Level of education" options={[]} />
        </ShowWhen>
      </TestForm>,
    );
    expect(screen.getByLabelText('Ethnic group')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Nationality'), '170');
    expect(screen.queryByLabelText('Ethnic group')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Nationality'), '63');
    expect(screen.getByLabelText('Ethnic group')).toBeInTheDocument();

    expect(screen.queryByLabelText('Level of education')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Literacy'), '1');
    expect(screen.getByLabelText('Level of education')).toBeInTheDocument();
  });
});

describe('DocumentUpload', () => {
  it('refuses a .txt file and uploads a png as { mimeType, url: key }', async () => {
    const fetchMock = vi.fn(async () =>
      jsonResponse(
        201,
        envelope({
          key: 'birth/abc-123456789012.png',
          mimeType: 'image/png',
          size: 10,
          sha256: 'x',
        }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup({ applyAccept: false });
    let values: Record<string, unknown> = {};
    render(
      <TestForm defaultValues={{ immunization_card: null }} onValues={(v) => (values = v)}>
        <DocumentUpload
          name="immunization_card"
          label="Immunization card"
          kind="immunization_card"
          documentType="immunization-card"
        />
      </TestForm>,
    );
    const input = screen.getByLabelText('Immunization card', { selector: 'input' });
    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Upload a JPEG, PNG or PDF file.');
    expect(fetchMock).not.toHaveBeenCalled();

    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'card.png', {
      type: 'image/png',
    });
    await user.upload(input, png);
    await waitFor(() =>
      expect(values.immunization_card).toEqual({
        mimeType: 'image/png',
        url: 'birth/abc-123456789012.png',
      }),
    );
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/documents');
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      kind: 'immunization_card',
      documentType: 'immunization-card',
      mimeType: 'image/png',
      fileName: 'card.png',
    });
    expect(String(body.data)).not.toMatch(/^data:/);
    const compression = await import('browser-image-compression');
    expect(compression.default).toHaveBeenCalledWith(
      expect.any(File),
      expect.objectContaining({ maxSizeMB: 2, maxWidthOrHeight: 800, maxIteration: 10 }),
    );
  });

  it("says NETWORK ERROR when the server cannot be reached, and the server's message otherwise", async () => {
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(
        jsonResponse(413, errorEnvelope('PAYLOAD_TOO_LARGE', 'Images must be at most 2 MB.')),
      );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    render(
      <TestForm defaultValues={{ baptism_card: null }}>
        <DocumentUpload name="baptism_card" label="Baptism card" kind="baptism_card" />
      </TestForm>,
    );
    const input = screen.getByLabelText('Baptism card', { selector: 'input' });
    const png = () =>
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'card.png', { type: 'image/png' });
    await user.upload(input, png());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'NETWORK ERROR: Something went wrong while processing this request.',
    );
    await user.upload(input, png());
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Images must be at most 2 MB.'),
    );
  });
});
