import { useState, type CSSProperties } from 'react';
import { CameraOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/**
 * Where a product or lot has no photo, or its photo does not load: a designed empty state of the photo's
 * size (a camera in a circle and "No photo"), so a grid of cards keeps its rows and nothing looks broken.
 */
export function NoPhoto({ height, className, style }: { height: number; className?: string; style?: CSSProperties }) {
  const { t } = useTranslation();
  return (
    <div
      className={className}
      style={{
        height,
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 8,
        background: 'linear-gradient(135deg, #f6f8fb 0%, #e9eef4 100%)',
        color: '#52606d',
        ...style,
      }}
      data-testid="no-photo"
    >
      <span
        aria-hidden
        style={{
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          width: 52,
          height: 52,
          borderRadius: '50%',
          background: '#fff',
          border: '1px solid #d6dee8',
          fontSize: 24,
          color: '#7a8a9c',
        }}
      >
        <CameraOutlined />
      </span>
      <span style={{ fontSize: 13 }}>{t('product.no_photo', 'No photo')}</span>
    </div>
  );
}

/** A card's photo of `height` px (cropped to fill); without a photo, or when it fails to load, the empty state. */
export function CoverPhoto({
  src,
  alt,
  height,
  className,
  testId,
}: {
  src: string | null;
  alt: string;
  height: number;
  className?: string;
  testId?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  if (src === null || failed === src) return <NoPhoto height={height} className={className} />;
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      className={className}
      style={{ height, width: '100%', objectFit: 'cover' }}
      onError={() => setFailed(src)}
      data-testid={testId}
    />
  );
}
