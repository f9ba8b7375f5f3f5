import { Alert, Button } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { POLL_INTERVAL_MS } from '@portal/contracts/bidding';
import type { ConnectionState } from '@/shared/realtime/stomp';
import { formatTimeWithZone } from '@/shared/lib/business-time';
import { Pill } from './status-pills';

/** The live connection was up and is not now (lost, or trying again): what the screen shows is the last known. */
export const connectionLost = (connection: ConnectionState) =>
  connection.disconnectedSince !== null && connection.status !== 'connected';

/**
 * The header's word on the connection: "Live" only while connected; once lost, "Connection lost" or
 * "Reconnecting…" in its place; nothing before the first connection and without WebSocket (the banner says so).
 */
export function LiveStatus({ connection, noWebSocket }: { connection: ConnectionState; noWebSocket: boolean }) {
  const { t } = useTranslation();
  if (noWebSocket) return null;
  if (connection.status === 'connected')
    return (
      <Pill tone="success" testId="bidding-live">
        <span className="bidding__dot" aria-hidden /> {t('bidding.live', 'Live')}
      </Pill>
    );
  if (!connectionLost(connection)) return null;
  const reconnecting = connection.status === 'connecting';
  return (
    <span data-testid="bidding-not-live" data-state={connection.status}>
      <Pill tone={reconnecting ? 'warning' : 'danger'}>
        <span className="bidding__dot bidding__dot--off" aria-hidden />{' '}
        {reconnecting
          ? t('bidding.reconnecting_short', 'Reconnecting…')
          : t('bidding.connection_lost', 'Connection lost')}
      </Pill>
    </span>
  );
}

/**
 * What the screen says about its live connection: nothing while connected; while disconnected, since when,
 * when the next attempt is (spec: every 30 s) and "Reconnect now"; without WebSocket, that it refreshes
 * every 2 s instead. `role=status`: announced politely, once.
 */
export function ConnectionBanner({
  connection,
  noWebSocket,
  onReconnect,
}: {
  connection: ConnectionState;
  noWebSocket: boolean;
  onReconnect: () => void;
}) {
  const { t } = useTranslation();
  const seconds = POLL_INTERVAL_MS / 1000;
  if (noWebSocket)
    return (
      <div role="status" data-testid="bidding-polling">
        <Alert
          type="info"
          showIcon
          title={t('bidding.polling', 'Live updates are not available in this browser.')}
          description={t('bidding.polling_text', 'The lots are refreshed every {{seconds}} seconds instead.', {
            seconds,
          })}
        />
      </div>
    );
  const lost = connectionLost(connection);
  return (
    <div role="status" data-testid="bidding-connection" data-state={lost ? 'disconnected' : connection.status}>
      {lost && (
        <Alert
          type="warning"
          showIcon
          data-testid="bidding-disconnected"
          title={t('bidding.disconnected', 'Live updates are interrupted since {{time}}.', {
            time: formatTimeWithZone(connection.disconnectedSince, true),
          })}
          description={
            <>
              <p className="bid-alert-text">
                {connection.status === 'connecting' || connection.nextAttemptAt === null
                  ? t(
                      'bidding.reconnecting',
                      'Reconnecting… The lots are refreshed every {{seconds}} seconds meanwhile.',
                      { seconds },
                    )
                  : t(
                      'bidding.next_attempt',
                      'Next attempt at {{time}}. The lots are refreshed every {{seconds}} seconds meanwhile.',
                      {
                        time: formatTimeWithZone(connection.nextAttemptAt, true),
                        seconds,
                      },
                    )}
              </p>
              <Button
                size="small"
                icon={<ReloadOutlined aria-hidden />}
                onClick={onReconnect}
                disabled={connection.status === 'connecting'}
                data-testid="bidding-reconnect"
              >
                {t('bidding.reconnect_now', 'Reconnect now')}
              </Button>
            </>
          }
        />
      )}
    </div>
  );
}
