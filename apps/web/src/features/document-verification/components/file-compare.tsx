import { useState } from 'react';
import { Alert, Typography, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LABELS } from './labels';

type Outcome = { kind: 'idle' } | { kind: 'hashing' } | { kind: 'done'; hash: string } | { kind: 'unavailable' };

/** The SHA-256 (hex) of a file, computed in the browser: the file is never sent anywhere. */
export async function sha256OfFile(file: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * A drop zone for the visitor's copy of the document: the browser hashes it (WebCrypto) and says whether it is the
 * very file the register holds the SHA-256 of. Nothing is uploaded (`beforeUpload` answers false).
 */
export function FileCompare({ expected }: { expected: string }) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const [name, setName] = useState('');

  const choose = (file: File) => {
    setName(file.name);
    if (typeof crypto === 'undefined' || !crypto.subtle) {
      setOutcome({ kind: 'unavailable' });
      return false;
    }
    setOutcome({ kind: 'hashing' });
    sha256OfFile(file).then(
      (hash) => setOutcome({ kind: 'done', hash }),
      () => setOutcome({ kind: 'unavailable' }),
    );
    return false;
  };

  return (
    <section aria-labelledby="verify-compare-title" data-testid="verify-compare">
      <Typography.Title level={2} id="verify-compare-title" style={{ fontSize: 18 }}>
        {t(...LABELS.compare)}
      </Typography.Title>
      <Upload.Dragger
        accept="application/pdf,.pdf"
        multiple={false}
        showUploadList={false}
        beforeUpload={choose}
        data-testid="verify-drop"
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined aria-hidden />
        </p>
        <p className="ant-upload-text">{t(...LABELS.compareDrop)}</p>
        <p className="ant-upload-hint">{t(...LABELS.compareHint)}</p>
      </Upload.Dragger>
      <div role="status" style={{ marginTop: 12 }}>
        {outcome.kind === 'hashing' && <Typography.Text>{t(...LABELS.comparing)}</Typography.Text>}
        {outcome.kind === 'unavailable' && <Alert type="warning" showIcon title={t(...LABELS.noCrypto)} />}
        {outcome.kind === 'done' && (
          <Alert
            type={outcome.hash === expected ? 'success' : 'error'}
            showIcon
            data-testid="verify-compare-result"
            data-matches={outcome.hash === expected ? 'true' : 'false'}
            title={
              <>
                {name && <strong style={{ overflowWrap: 'anywhere' }}>{name}: </strong>}
                {outcome.hash === expected ? t(...LABELS.matches) : t(...LABELS.differs)}
              </>
            }
            description={
              <span style={{ overflowWrap: 'anywhere', fontFamily: 'monospace' }}>
                {t(LABELS.yourHash[0], LABELS.yourHash[1], { hash: outcome.hash })}
              </span>
            }
          />
        )}
      </div>
    </section>
  );
}
