import { expect, it } from 'vitest';
import { forEachDatabase } from '../testing/databases';
import { copyField } from '../catalogue/generator/writer';

forEachDatabase('storage adapters', ({ db, kind }) => {
  it('give the same JavaScript values on both adapters', async () => {
    const { rows } = await db().query<Record<string, unknown>>(
      `SELECT 12.5::numeric(12, 4) AS price, count(*) AS n, '{"a": [1]}'::jsonb AS doc, ARRAY[3, 1]::int[] AS ids,
              ARRAY['a', 'b']::text[] AS words, true AS flag, NULL::text AS nothing,
              '2026-01-02T03:04:05Z'::timestamptz AS at
         FROM (VALUES (1), (2)) AS v(x)`,
    );
    expect(rows[0], kind).toEqual({
      price: 12.5, n: 2, doc: { a: [1] }, ids: [3, 1], words: ['a', 'b'], flag: true, nothing: null, at: new Date('2026-01-02T03:04:05Z'),
    });
  });

  it('pass parameters by position, arrays and JSON included', async () => {
    const { rows } = await db().query<{ total: number; n: number; name: string }>(
      "SELECT $1::numeric + 1 AS total, cardinality($2::int[]) AS n, $3::jsonb->>'name' AS name",
      [1.25, [1, 2, 3], JSON.stringify({ name: 'Brake pad' })],
    );
    expect(rows[0]).toEqual({ total: 2.25, n: 3, name: 'Brake pad' });
  });

  it('load rows by COPY, on the database and in a transaction, with every character a text can hold', async () => {
    const columns = [['code', 'text'], ['doc', 'jsonb'], ['ids', 'integer[]'], ['words', 'text[]'], ['flag', 'boolean'], ['at', 'timestamptz']] as const;
    await db().exec(`CREATE TABLE t_copy (${columns.map(([name, type]) => `${name} ${type}`).join(', ')})`);
    const tricky = 'tab\there, new\nline, cr\r, back\\slash \\N, "quotes", {braces}, comma, õäöü ёж, NULL';
    const rows = [
      { code: tricky, doc: { text: tricky, list: [1, 'a\\b', null] }, ids: [2, 3], words: ['a"b', 'c\\d', 'e,f', '{g}', 'NULL', ''], flag: true, at: new Date('2026-01-02T03:04:05Z') },
      { code: null, doc: null, ids: [], words: [], flag: false, at: null },
      { code: '\\N', doc: { empty: '' }, ids: [7], words: [tricky], flag: null, at: new Date('2026-11-28T00:00:00.123Z') },
    ];
    const lines = (list: readonly Record<string, unknown>[]) => list.map((row) => `${columns.map(([name, type]) => copyField(row[name], type)).join('\t')}\n`).join('');
    const sql = `COPY t_copy (${columns.map(([name]) => name).join(', ')}) FROM STDIN`;
    await db().copyFrom(sql, lines(rows.slice(0, 2)));
    await db().transaction((tx) => tx.copyFrom(sql, lines(rows.slice(2))));
    const read = await db().query('SELECT code, doc, ids, words, flag, at FROM t_copy');
    expect(read.rows, kind).toEqual(rows);
  });

  it('commit a transaction that resolves and roll back one that throws', async () => {
    await db().exec('CREATE TABLE t_tx (v text)');
    await db().transaction(async (tx) => {
      await tx.query("INSERT INTO t_tx VALUES ('kept')");
    });
    await expect(
      db().transaction(async (tx) => {
        await tx.query("INSERT INTO t_tx VALUES ('dropped')");
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const { rows } = await db().query<{ v: string }>('SELECT v FROM t_tx');
    expect(rows).toEqual([{ v: 'kept' }]);
  });

  it('never run a query sent during a transaction inside it', async () => {
    await db().exec('CREATE TABLE t_iso (v text)');
    let outside: Promise<unknown> = Promise.resolve();
    await expect(
      db().transaction(async (tx) => {
        await tx.query("INSERT INTO t_iso VALUES ('inside')");
        // Not awaited here: PGlite queues it behind the transaction, PostgreSQL runs it on another connection.
        outside = db().query("INSERT INTO t_iso VALUES ('outside')");
        await tx.query('SELECT 1');
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    await outside;
    expect((await db().query('SELECT v FROM t_iso')).rows).toEqual([{ v: 'outside' }]);
  });

  it('reject bad SQL with the server message and stay usable', async () => {
    await expect(db().query('SELECT * FROM no_such_table')).rejects.toThrow('relation "no_such_table" does not exist');
    expect((await db().query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });
});
