import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../../lib/api-client';
import { pipelineKeys } from '../api/query-keys';
import { CvDownloadButton } from './CvDownloadButton';

async function fetchCv(path: string): Promise<Blob> {
  const { data } = await apiClient.get<Blob>(path, { responseType: 'blob', headers: { Accept: '*/*' } });
  return data;
}

/**
 * The attached CV read with the employer's token (the media route is private) and shown inline when it is a PDF;
 * other documents (Word) cannot be shown by the browser, so they are offered as a download.
 */
export function CvPreview({ cv, candidateName }: { cv: { url: string; title: string }; candidateName: string }) {
  const { t } = useTranslation();
  const { data, isPending, isError } = useQuery({ queryKey: [...pipelineKeys.all, 'cv', cv.url], queryFn: () => fetchCv(cv.url), staleTime: 5 * 60_000 });
  const [url, setUrl] = useState<string>();
  const isPdf = data?.type === 'application/pdf';
  useEffect(() => {
    if (!data || !isPdf) return undefined;
    const objectUrl = URL.createObjectURL(data);
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(undefined);
    };
  }, [data, isPdf]);
  return (
    <section className="cv-preview" data-testid="cv-preview">
      <div className="cv-preview__head">
        <h3>{t('employer.pipeline.panel.cv')}</h3>
        <CvDownloadButton cv={cv} candidateName={candidateName} />
      </div>
      {isPending ? <p>{t('common.loading')}</p> : null}
      {isError ? <p>{t('employer.pipeline.panel.cvUnavailable')}</p> : null}
      {data && !isPdf ? <p>{t('employer.pipeline.panel.cvNoPreview')}</p> : null}
      {url ? <iframe className="cv-preview__frame" src={url} title={t('employer.pipeline.panel.cvOf', { name: candidateName })} data-testid="cv-frame" /> : null}
    </section>
  );
}
