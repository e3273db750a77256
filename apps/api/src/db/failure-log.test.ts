import { describe, expect, it } from 'vitest';
import { loggableFailure } from './failure-log.ts';

describe('loggableFailure', () => {
  it("gives a failed query's database error, never the statement or its values", () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "x"'), {
      name: 'PostgresError',
      code: '23505',
    });
    const wrapped = new Error(
      'Failed query: insert into records (firstname) values ($1)\nparams: Adebola',
      { cause },
    );
    const logged = loggableFailure(wrapped);
    expect(logged).toEqual({
      type: 'PostgresError',
      code: '23505',
      message: 'duplicate key value violates unique constraint "x"',
    });
    expect(JSON.stringify(logged)).not.toContain('Adebola');
  });

  it('says only that a query failed when nothing is wrapped', () => {
    const logged = loggableFailure(new Error('Failed query: select $1\nparams: 12345678901'));
    expect(logged.message).toBe('A database query failed.');
  });

  it('keeps other errors, with secrets masked', () => {
    expect(loggableFailure(new TypeError('NIN 12345678901 refused'))).toEqual({
      type: 'TypeError',
      message: 'NIN [NIN] refused',
    });
  });
});
