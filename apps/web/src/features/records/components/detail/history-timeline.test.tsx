import { render, screen, within } from '@testing-library/react';
import type { RecordHistoryEntry } from '@vitalreg/domain';
import { describe, expect, it } from 'vitest';
import { HistoryTimeline } from './history-timeline';

const submitted: RecordHistoryEntry = {
  action: 'submit',
  at: '2026-11-24T09:00:00.000Z',
  by: { id: 3, name: 'Demo registra' },
  reason: null,
};

const viewed = (entry: Partial<RecordHistoryEntry>): RecordHistoryEntry => ({
  action: 'view',
  at: '2026-11-25T10:30:00.000Z',
  by: { id: 3, name: 'Demo registra' },
  reason: null,
  role: 'Registrar',
  viewed: 'record',
  views: 1,
  ...entry,
});

describe('HistoryTimeline', () => {
  it('shows who viewed the record, its certificate and documents, in what role and when', () => {
    render(
      <HistoryTimeline
        history={[
          submitted,
          viewed({}),
          viewed({ viewed: 'certificate', views: 3 }),
          viewed({ viewed: 'document', by: { id: 9, name: 'Demo tiu' }, role: 'TIU' }),
          viewed({ viewed: 'reprint_lookup' }),
        ]}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'History' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'SubmittedDemo registra · 24 Nov 2026, 10:00',
      'Viewed: recordDemo registra (Registrar) · 25 Nov 2026, 11:30',
      'Viewed: certificate (3 times)Demo registra (Registrar) · 25 Nov 2026, 11:30',
      'Viewed: documentDemo tiu (TIU) · 25 Nov 2026, 11:30',
      'Viewed: reprint look-upDemo registra (Registrar) · 25 Nov 2026, 11:30',
    ]);
  });

  it('shows no views when the answer holds none (roles that may not see them)', () => {
    render(<HistoryTimeline history={[submitted]} />);
    expect(screen.queryByText(/Viewed/)).not.toBeInTheDocument();
    expect(screen.getByText('Submitted')).toBeInTheDocument();
  });
});
