import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpBanner } from '@toolbox/contracts';
import { call } from '../../api/call.ts';
import { ErrorMessage } from '../../framework/tool-error.tsx';
import { CheckField, InputField, SelectField, TextAreaField } from '../../ui/field.tsx';
import { toast } from '../../ui/toast-store.ts';
import { PeriodFields } from './content-period.tsx';
import { EDITIONS, fromLocalInput, toLocalInput, type EditionChoice } from './content-form.ts';

const LISTS = ['banner_bd', 'banner_ad_cn'] as const;

interface BannerForm {
  listCode: string;
  edition: EditionChoice;
  orderNumber: string;
  url: string;
  icon: string;
  titleZh: string;
  titleEn: string;
  textZh: string;
  textEn: string;
  secZh: string;
  secEn: string;
  enabled: boolean;
  start: string;
  end: string;
}

function formOf(b: OpBanner | null): BannerForm {
  return {
    listCode: b?.listCode ?? 'banner_bd',
    edition: b?.edition ?? 'all',
    orderNumber: String(b?.orderNumber ?? 0),
    url: b?.url ?? '',
    icon: b?.icon ?? '',
    titleZh: b?.title['zh-CN'] ?? '',
    titleEn: b?.title.en ?? '',
    textZh: b?.text['zh-CN'] ?? '',
    textEn: b?.text.en ?? '',
    secZh: b?.secText['zh-CN'] ?? '',
    secEn: b?.secText.en ?? '',
    enabled: b?.enabled ?? true,
    start: toLocalInput(b?.startAt ?? null),
    end: toLocalInput(b?.endAt ?? null),
  };
}

/** The banner lists' items, each editable, and a form for a new one. */
export function BannersSection() {
  const { t } = useTranslation();
  const [list, setList] = useState<OpBanner[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const load = useCallback(() => {
    call('operatorBannerList', {}, { silent: true }).then((answer) => setList(answer.list), setError);
  }, []);
  useEffect(load, [load]);
  return (
    <section className="card stack" aria-labelledby="content-banners" data-testid="content-banners">
      <h2 id="content-banners">{t('operator.content.banners')}</h2>
      <p className="muted">{t('operator.content.bannersHint')}</p>
      {error ? <ErrorMessage error={error} /> : null}
      <ul className="stack operator-inbox">
        {(list ?? []).map((b) => (
          <li key={b.id} className="card">
            <BannerEditor banner={b} onDone={load} />
          </li>
        ))}
      </ul>
      <details className="card">
        <summary>{t('operator.content.newBanner')}</summary>
        <BannerEditor banner={null} onDone={load} />
      </details>
    </section>
  );
}

function BannerEditor({ banner, onDone }: { banner: OpBanner | null; onDone: () => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState(() => formOf(banner));
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const set = (patch: Partial<BannerForm>) => setForm((f) => ({ ...f, ...patch }));
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const startAt = fromLocalInput(form.start);
    const endAt = fromLocalInput(form.end);
    if (startAt === undefined || endAt === undefined) return setProblem(t('operator.content.badDate'));
    setProblem(null);
    try {
      await call('operatorBannerSave', {
        ...(banner ? { id: banner.id } : {}),
        listCode: form.listCode,
        edition: form.edition,
        orderNumber: Number(form.orderNumber) || 0,
        url: form.url,
        icon: form.icon,
        title: { 'zh-CN': form.titleZh, en: form.titleEn },
        text: { 'zh-CN': form.textZh, en: form.textEn },
        secText: { 'zh-CN': form.secZh, en: form.secEn },
        enabled: form.enabled,
        startAt,
        endAt,
        reason,
      });
      toast.success(t('operator.content.bannerSaved'));
      if (!banner) setForm(formOf(null));
      setReason('');
      onDone();
    } catch {
      // shown by the client
    }
  };
  const remove = async () => {
    if (!banner) return;
    try {
      await call('operatorBannerDelete', { id: banner.id, reason });
      toast.success(t('operator.content.bannerRemoved'));
      onDone();
    } catch {
      // shown by the client
    }
  };
  const field = (label: string, key: keyof BannerForm, area = false) => {
    const props = {
      label: t(`operator.content.${label}`),
      value: String(form[key]),
      onChange: (e: { target: { value: string } }) => set({ [key]: e.target.value }),
    };
    return area ? <TextAreaField rows={2} {...props} /> : <InputField {...props} />;
  };
  return (
    <form className="stack" data-banner={banner?.id ?? 'new'} onSubmit={(event) => void save(event)}>
      <div className="row">
        <SelectField
          label={t('operator.content.list')}
          value={form.listCode}
          options={LISTS.includes(form.listCode as never) ? LISTS : [...LISTS, form.listCode]}
          labelOf={(c) => c}
          onChange={(listCode) => set({ listCode })}
        />
        <SelectField
          label={t('operator.content.edition')}
          value={form.edition}
          options={EDITIONS}
          labelOf={(e) => t(`operator.content.edition_${e}`)}
          onChange={(edition) => set({ edition })}
        />
        <InputField
          label={t('operator.content.order')}
          type="number"
          min={0}
          value={form.orderNumber}
          onChange={(e) => set({ orderNumber: e.target.value })}
        />
      </div>
      <div className="row">
        {field('titleZh', 'titleZh')}
        {field('titleEn', 'titleEn')}
      </div>
      {field('textZh', 'textZh', true)}
      {field('textEn', 'textEn', true)}
      <div className="row">
        {field('secZh', 'secZh')}
        {field('secEn', 'secEn')}
      </div>
      <div className="row">
        {field('url', 'url')}
        {field('icon', 'icon')}
      </div>
      <PeriodFields start={form.start} end={form.end} onChange={set} />
      <CheckField
        label={t('operator.content.bannerOn')}
        checked={form.enabled}
        onChange={(enabled) => set({ enabled })}
      />
      {problem ? (
        <p className="form-problem" role="alert">
          {problem}
        </p>
      ) : null}
      <InputField label={t('operator.reason')} value={reason} onChange={(e) => setReason(e.target.value)} />
      <div className="row">
        <button type="submit" className="btn btn-primary">
          {t('operator.save')}
        </button>
        {banner ? (
          <button type="button" className="btn btn-ghost" onClick={() => void remove()}>
            {t('operator.content.remove')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
