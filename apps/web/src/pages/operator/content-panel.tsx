import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpContentStatus, OpNotice } from '@toolbox/contracts';
import { call } from '../../api/call.ts';
import { ErrorMessage } from '../../framework/tool-error.tsx';
import { CheckField, InputField, SelectField, TextAreaField } from '../../ui/field.tsx';
import { Icon, Spinner } from '../../ui/icons.tsx';
import { toast } from '../../ui/toast-store.ts';
import { BannersSection } from './content-banners.tsx';
import { PeriodFields } from './content-period.tsx';
import { EDITIONS, fromLocalInput, toLocalInput, type EditionChoice } from './content-form.ts';
import { PartnersSection } from './content-partners.tsx';

/** The Content tab: the holiday table, the site notice, the banners and the open-mode partners. */
export function ContentPanel() {
  return (
    <div className="stack">
      <HolidaysSection />
      <NoticeSection />
      <BannersSection />
      <PartnersSection />
    </div>
  );
}

function HolidaysSection() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<OpContentStatus | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [text, setText] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const load = useCallback(() => {
    call('operatorContentStatus', {}, { silent: true }).then(setStatus, setError);
  }, []);
  useEffect(load, [load]);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    let year: unknown;
    try {
      year = JSON.parse(text);
    } catch {
      return setProblem(t('operator.badJson'));
    }
    setProblem(null);
    try {
      setStatus(await call('operatorHolidaySave', { year: year as never, reason }));
      toast.success(t('operator.content.yearSaved', { year: (year as { year?: number }).year }));
      setText('');
      setReason('');
    } catch {
      // the client has shown the server's message (what is inconsistent)
    }
  };
  const remove = async (year: number) => {
    try {
      setStatus(await call('operatorHolidayDelete', { year, reason }));
    } catch {
      // shown by the client
    }
  };
  const h = status?.holidays;
  return (
    <section className="card stack" aria-labelledby="content-holidays" data-testid="content-holidays">
      <h2 id="content-holidays">{t('operator.content.holidays')}</h2>
      {error ? <ErrorMessage error={error} /> : null}
      {h?.overdueYears.length ? (
        <div className="notice notice-error" role="alert">
          <Icon name="alert" />
          <span>{t('operator.content.overdue', { years: h.overdueYears.join(', ') })}</span>
        </div>
      ) : null}
      {h?.missingYears.length ? (
        <p className="muted">{t('operator.content.missing', { years: h.missingYears.join(', ') })}</p>
      ) : null}
      {h?.rejected.length ? (
        <p className="form-problem">{t('operator.content.rejected', { list: h.rejected.join('; ') })}</p>
      ) : null}
      <ul className="stack">
        {(h?.years ?? []).map((y) => (
          <li key={y.year} className="row">
            <span>
              {t('operator.content.yearLine', { year: y.year, source: y.source })} (
              {t(`operator.content.origin_${y.origin}`)})
            </span>
            {y.origin === 'operator' ? (
              <button type="button" className="btn btn-ghost" onClick={() => void remove(y.year)}>
                {t('operator.content.removeYear', { year: y.year })}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      <form className="stack" onSubmit={(event) => void save(event)}>
        <TextAreaField
          label={t('operator.content.yearJson')}
          hint={t('operator.content.holidaysHint')}
          rows={8}
          spellCheck={false}
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={problem ? true : undefined}
        />
        {problem ? (
          <p className="form-problem" role="alert">
            {problem}
          </p>
        ) : null}
        <InputField label={t('operator.reason')} value={reason} onChange={(e) => setReason(e.target.value)} />
        <div>
          <button type="submit" className="btn btn-primary" disabled={!text.trim()}>
            {t('operator.content.saveYear')}
          </button>
        </div>
      </form>
    </section>
  );
}

interface NoticeForm {
  enabled: boolean;
  zh: string;
  en: string;
  url: string;
  linkZh: string;
  linkEn: string;
  start: string;
  end: string;
}

function formOf(notice: OpNotice | null): NoticeForm {
  return {
    enabled: notice?.enabled ?? false,
    zh: notice?.text['zh-CN'] ?? '',
    en: notice?.text.en ?? '',
    url: notice?.url ?? '',
    linkZh: notice?.linkText?.['zh-CN'] ?? '',
    linkEn: notice?.linkText?.en ?? '',
    start: toLocalInput(notice?.startTime ?? null),
    end: toLocalInput(notice?.endTime ?? null),
  };
}

function NoticeSection() {
  const { t } = useTranslation();
  const [edition, setEdition] = useState<EditionChoice>('all');
  const [form, setForm] = useState<NoticeForm>(formOf(null));
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // The fields appear with the edition's notice: an edit made before it arrived would be overwritten.
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    setLoaded(false);
    call('operatorNoticeGet', { edition }, { silent: true })
      .then(
        (notice) => setForm(formOf(notice)),
        () => setForm(formOf(null)),
      )
      .finally(() => setLoaded(true));
  }, [edition]);
  const set = (patch: Partial<NoticeForm>) => setForm((f) => ({ ...f, ...patch }));
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const startTime = fromLocalInput(form.start);
    const endTime = fromLocalInput(form.end);
    if (startTime === undefined || endTime === undefined) return setProblem(t('operator.content.badDate'));
    setProblem(null);
    try {
      const saved = await call('operatorNoticeSave', {
        edition,
        enabled: form.enabled,
        text: { 'zh-CN': form.zh, en: form.en },
        url: form.url,
        linkText: { 'zh-CN': form.linkZh, en: form.linkEn },
        startTime,
        endTime,
        reason,
      });
      setForm(formOf(saved));
      setReason('');
      toast.success(t('operator.content.noticeSaved'));
    } catch {
      // shown by the client
    }
  };
  return (
    <section className="card stack" aria-labelledby="content-notice" data-testid="content-notice">
      <h2 id="content-notice">{t('operator.content.notice')}</h2>
      <p className="muted">{t('operator.content.noticeHint')}</p>
      <form className="stack" onSubmit={(event) => void save(event)}>
        <SelectField
          label={t('operator.content.edition')}
          value={edition}
          options={EDITIONS}
          labelOf={(e) => t(`operator.content.edition_${e}`)}
          onChange={setEdition}
        />
        {!loaded ? (
          <Spinner label={t('common.loading')} />
        ) : (
          <>
            <CheckField
              label={t('operator.content.noticeOn')}
              checked={form.enabled}
              onChange={(enabled) => set({ enabled })}
            />
            <TextAreaField
              label={t('operator.content.textZh')}
              rows={2}
              value={form.zh}
              onChange={(e) => set({ zh: e.target.value })}
            />
            <TextAreaField
              label={t('operator.content.textEn')}
              rows={2}
              value={form.en}
              onChange={(e) => set({ en: e.target.value })}
            />
            <InputField
              label={t('operator.content.link')}
              value={form.url}
              onChange={(e) => set({ url: e.target.value })}
            />
            <div className="row">
              <InputField
                label={t('operator.content.linkZh')}
                value={form.linkZh}
                onChange={(e) => set({ linkZh: e.target.value })}
              />
              <InputField
                label={t('operator.content.linkEn')}
                value={form.linkEn}
                onChange={(e) => set({ linkEn: e.target.value })}
              />
            </div>
            <PeriodFields start={form.start} end={form.end} onChange={set} />
            {problem ? (
              <p className="form-problem" role="alert">
                {problem}
              </p>
            ) : null}
            <InputField
              label={t('operator.reason')}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
            <div>
              <button type="submit" className="btn btn-primary">
                {t('operator.save')}
              </button>
            </div>
          </>
        )}
      </form>
    </section>
  );
}
