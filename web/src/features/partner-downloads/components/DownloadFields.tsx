import { useTranslation } from 'react-i18next';
import { PARTNER_DOWNLOAD_CATEGORIES, PARTNER_DOWNLOAD_LIMITS, PARTNER_DOWNLOAD_TIERS } from '@fj/shared';
import { SelectField, TextAreaField, TextField } from '../../../components/form';

/** The fields a resource is described by, shared by the upload form and the edit dialog. */
export function DownloadFields() {
  const { t } = useTranslation();
  return (
    <>
      <TextField name="title" label={t('partnerDownloads.admin.fieldTitle')} required maxLength={PARTNER_DOWNLOAD_LIMITS.title} />
      <TextField name="partner" label={t('partnerDownloads.admin.fieldPartner')} required maxLength={PARTNER_DOWNLOAD_LIMITS.partner} />
      <SelectField name="category" label={t('partnerDownloads.admin.fieldCategory')} required options={PARTNER_DOWNLOAD_CATEGORIES.map((value) => ({ value, label: t(`partnerDownloads.categories.${value}`) }))} />
      <SelectField name="minimumTier" label={t('partnerDownloads.admin.fieldTier')} required options={PARTNER_DOWNLOAD_TIERS.map((value) => ({ value, label: t(`partnerDownloads.tiers.${value}`) }))} />
      <div className="form__full">
        <TextAreaField name="description" label={t('partnerDownloads.admin.fieldDescription')} maxLength={PARTNER_DOWNLOAD_LIMITS.description} rows={3} />
      </div>
    </>
  );
}
