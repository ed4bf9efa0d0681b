import { useCallback, useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModuleDefinition } from '../../kernel/module';
import { Button } from '../../ui/button/button';
import { areaOf, cartLinesOf, changesIn, loadLog, shortJson, STATE_AREAS, visibleEntries, type LoadedLog, type StateArea, type TimelineEntry } from './timeline';
import styles from './support-console.module.css';

/** Where a log came from, shown above the timeline. */
type Source = { kind: 'file'; name: string } | { kind: 'code'; code: string };

/** What the console needs from outside: the shop's modules (for the replay) and the fetch of a shared log. */
export interface SupportConsoleProps {
  loadModules: () => Promise<readonly ModuleDefinition[]>;
  /** Resolves with the log's JSON lines, or rejects with a message to show. */
  fetchShared: (code: string) => Promise<string>;
}

const LANGUAGES = ['en', 'et', 'ru', 'fi', 'it'] as const;

/**
 * The support console (issue 21 item 1, ADR 0066): load a shopper's log from the exported file or a share
 * code, replay it with the kernel's replay, and step through the timeline; the selected event shows the
 * cart, checkout, user and vehicle state after it and what it changed.
 */
export function SupportConsole({ loadModules, fetchShared }: SupportConsoleProps) {
  const { t, i18n } = useTranslation('support');
  const id = useId();
  const [loaded, setLoaded] = useState<{ log: LoadedLog; source: Source } | null>(null);
  const [selected, setSelected] = useState(0);
  const [filter, setFilter] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const open = useCallback(
    async (read: () => Promise<string>, source: Source) => {
      setBusy(true);
      setProblem(null);
      try {
        const log = loadLog(await read(), await loadModules());
        setLoaded({ log, source });
        setSelected(0);
        setFilter('');
      } catch (error) {
        setProblem(error instanceof Error ? error.message : String(error));
      } finally {
        setBusy(false);
      }
    },
    [loadModules],
  );

  const onFile = (file: File | undefined) => {
    if (file) void open(() => file.text(), { kind: 'file', name: file.name });
  };
  const onCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    if (code) void open(() => fetchShared(code), { kind: 'code', code: code.toUpperCase() });
  };

  return (
    <main className={styles.console}>
      <header className={styles.header}>
        <h1>{t('Support console')}</h1>
        <span>
          <label htmlFor={`${id}-language`}>{t('Language')}</label>{' '}
          <select id={`${id}-language`} value={i18n.language} onChange={(e) => void i18n.changeLanguage(e.target.value)}>
            {LANGUAGES.map((lang) => (
              <option key={lang} value={lang}>
                {lang}
              </option>
            ))}
          </select>
        </span>
      </header>
      <section aria-labelledby={`${id}-load`} className={styles.load}>
        <h2 id={`${id}-load`}>{t('Load a customer log')}</h2>
        <label>
          {t('Exported log file (.jsonl)')} <input type="file" accept=".jsonl,.json,.txt,application/x-ndjson,application/json,text/plain" disabled={busy} onChange={(e) => onFile(e.target.files?.[0])} />
        </label>
        <form onSubmit={onCode} className={styles.codeForm}>
          <label>
            {t('Share code')} <input name="code" autoComplete="off" spellCheck={false} placeholder="ABCDE-FGHJK" disabled={busy} />
          </label>
          <Button type="submit" disabled={busy}>
            {t('Load shared log')}
          </Button>
        </form>
        {busy && <p role="status">{t('Loading…')}</p>}
        {problem && (
          <p role="alert" className={styles.problem}>
            {t('The log could not be loaded:')} {problem}
          </p>
        )}
      </section>
      {loaded && <LogView key={loadedKey(loaded.source)} log={loaded.log} source={loaded.source} selected={selected} onSelect={setSelected} filter={filter} onFilter={setFilter} />}
    </main>
  );
}

const loadedKey = (source: Source) => (source.kind === 'file' ? `file:${source.name}` : `code:${source.code}`);

interface LogViewProps {
  log: LoadedLog;
  source: Source;
  selected: number;
  onSelect: (index: number) => void;
  filter: string;
  onFilter: (module: string) => void;
}

function LogView({ log, source, selected, onSelect, filter, onFilter }: LogViewProps) {
  const { t } = useTranslation('support');
  const id = useId();
  const visible = useMemo(() => visibleEntries(log.entries, filter), [log, filter]);
  const position = visible.findIndex((e) => e.index === selected);
  const step = (to: number) => {
    const entry = visible[Math.max(0, Math.min(visible.length - 1, to))];
    if (entry) onSelect(entry.index);
  };
  const entry = log.entries[selected];
  return (
    <>
      <p role="status" className={styles.summary}>
        {source.kind === 'file' ? t('File {{name}}', { name: source.name }) : t('Shared code {{code}}', { code: source.code })} · {t('Events: {{total}}', { total: log.entries.length })}
      </p>
      <div className={styles.toolbar}>
        <label htmlFor={`${id}-module`}>{t('Module')}</label>
        <select id={`${id}-module`} value={filter} onChange={(e) => onFilter(e.target.value)}>
            <option value="">{t('All modules')}</option>
            {log.modules.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
        </select>
        <Button type="button" variant="secondary" onClick={() => step(0)} disabled={visible.length === 0}>
          {t('First')}
        </Button>
        <Button type="button" variant="secondary" onClick={() => step(position - 1)} disabled={position <= 0}>
          {t('Previous')}
        </Button>
        <Button type="button" variant="secondary" onClick={() => step(position < 0 ? 0 : position + 1)} disabled={position >= visible.length - 1}>
          {t('Next')}
        </Button>
        <Button type="button" variant="secondary" onClick={() => step(visible.length - 1)} disabled={visible.length === 0}>
          {t('Last')}
        </Button>
      </div>
      <div className={styles.panes}>
        <table className={styles.timeline} aria-labelledby={`${id}-timeline`}>
          <caption id={`${id}-timeline`}>{t('Timeline')}</caption>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t('Time')}</th>
              <th scope="col">{t('Module')}</th>
              <th scope="col">{t('Event')}</th>
              <th scope="col">{t('Correlation')}</th>
              <th scope="col">{t('Causation')}</th>
            </tr>
          </thead>
          <tbody>
            {visible.map((e) => (
              <TimelineRow key={e.index} entry={e} selected={e.index === selected} onSelect={onSelect} />
            ))}
          </tbody>
        </table>
        {entry && <EventDetail log={log} entry={entry} />}
      </div>
    </>
  );
}

function MarkBadges({ entry }: { entry: TimelineEntry }) {
  const { t } = useTranslation('support');
  const label = { answer: t('server answer'), refused: t('refused command'), error: t('error') } as const;
  return (
    <>
      {entry.marks.map((mark) => (
        <span key={mark} className={`${styles.mark} ${styles[mark]}`} data-mark={mark}>
          {label[mark]}
          {mark === 'answer' && entry.answerCode !== null ? ` ${entry.answerCode}` : ''}
        </span>
      ))}
    </>
  );
}

function TimelineRow({ entry, selected, onSelect }: { entry: TimelineEntry; selected: boolean; onSelect: (index: number) => void }) {
  const { meta, type } = entry.event;
  return (
    <tr className={[selected ? styles.selected : '', ...entry.marks.map((m) => styles[`row-${m}`] ?? '')].join(' ')}>
      <td>{meta.seq}</td>
      <td>
        <time dateTime={meta.time}>{meta.time.slice(11, 23)}</time>
      </td>
      <td>{entry.module}</td>
      <td>
        <button type="button" className={styles.eventButton} aria-pressed={selected} onClick={() => onSelect(entry.index)}>
          {type}
        </button>
        {entry.command && <code className={styles.command}> {entry.command}</code>} <MarkBadges entry={entry} />
        <div className={styles.summary}>{entry.summary}</div>
      </td>
      <td className={styles.id}>{meta.correlationId}</td>
      <td className={styles.id}>{meta.causationId ?? '—'}</td>
    </tr>
  );
}

function EventDetail({ log, entry }: { log: LoadedLog; entry: TimelineEntry }) {
  const { t } = useTranslation('support');
  const id = useId();
  const step = log.steps[entry.index]!;
  const lines = cartLinesOf(step.state);
  const { meta } = entry.event;
  const areaTitle: Record<StateArea, string> = { cart: t('Cart'), checkout: t('Checkout'), user: t('User'), vehicle: t('Vehicle') };
  return (
    <section className={styles.detail} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        #{meta.seq} {entry.event.type}
      </h2>
      <p className={styles.summary}>{entry.summary}</p>
      <p>
        <MarkBadges entry={entry} />
      </p>
      <dl className={styles.meta}>
        <dt>{t('Module')}</dt>
        <dd>{entry.module}</dd>
        <dt>{t('Time')}</dt>
        <dd>{meta.time}</dd>
        <dt>{t('Store view')}</dt>
        <dd>{meta.storeCode}</dd>
        <dt>{t('Event id')}</dt>
        <dd>{meta.id}</dd>
        <dt>{t('Correlation')}</dt>
        <dd>{meta.correlationId}</dd>
        <dt>{t('Causation')}</dt>
        <dd>{meta.causationId ?? '—'}</dd>
      </dl>
      <h3>{t('Cart lines after this event')}</h3>
      {lines.length === 0 ? (
        <p>{t('The cart is empty.')}</p>
      ) : (
        <table className={styles.cartLines} aria-label={t('Cart lines after this event')}>
          <thead>
            <tr>
              <th scope="col">SKU</th>
              <th scope="col">{t('Product')}</th>
              <th scope="col">{t('Quantity')}</th>
              <th scope="col">{t('Price')}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line, i) => (
              <tr key={`${line.sku}-${i}`}>
                <td>{line.sku}</td>
                <td>{line.name}</td>
                <td>{line.qty}</td>
                <td>{line.price ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h3>{t('Changes against the state before')}</h3>
      {step.changes.length === 0 ? (
        <p>{t('This event changed no state.')}</p>
      ) : (
        <ul className={styles.changes} aria-label={t('Changes against the state before')}>
          {changesIn(step.changes, null).map((change) => (
            <li key={`${change.op}:${change.path}`} data-op={change.op}>
              <code>{change.path}</code> {change.op === 'added' ? `+ ${shortJson(change.new)}` : change.op === 'removed' ? `− ${shortJson(change.old)}` : `${shortJson(change.old)} → ${shortJson(change.new)}`}
            </li>
          ))}
        </ul>
      )}
      <h3>{t('State after this event')}</h3>
      {STATE_AREAS.map((area) => (
        <details key={area} className={styles.area}>
          <summary>
            {areaTitle[area]} ({t('changes: {{total}}', { total: changesIn(step.changes, area).length })})
          </summary>
          <pre>{JSON.stringify(areaOf(step.state, area), null, 2)}</pre>
        </details>
      ))}
      <details className={styles.area}>
        <summary>{t('Event data')}</summary>
        <pre>{JSON.stringify(entry.event.data, null, 2)}</pre>
      </details>
    </section>
  );
}
