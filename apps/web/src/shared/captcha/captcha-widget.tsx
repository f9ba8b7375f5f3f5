import { useCallback, useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { CAPTCHA_VALID_MS } from '@portal/contracts';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { CheckOutlined, ExclamationOutlined, LoadingOutlined, SafetyOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { getCaptchaChallenge } from './get-captcha-challenge';

export type CaptchaHandle = {
  /** The payload of a valid solution, solving first if there is none (null if solving failed). */
  ensureSolved(): Promise<string | null>;
  /** Drops the solution (the server accepts each one once) and solves a new challenge. */
  reset(): void;
};

type CaptchaState = 'idle' | 'verifying' | 'verified' | 'expired' | 'error';

type Solved = { payload: string; solvedAt: number };

/**
 * The proof-of-work captcha of sign-in and registration (self-hosted ALTCHA): starts solving when shown, is valid for
 * CAPTCHA_VALID_MS after solving (spec §4, §9) and solves again when needed.
 */
export default function CaptchaWidget({
  ref,
  username,
}: {
  ref?: Ref<CaptchaHandle>;
  /** Sign-in: the username in the form when solving starts (the work grows with that account's failures). */
  username?: () => string | undefined;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [state, setState] = useState<CaptchaState>('idle');
  const solved = useRef<Solved | null>(null);
  const running = useRef<Promise<string | null> | null>(null);
  const attempts = useRef(0);
  const controller = useRef<AbortController | null>(null);
  const expiryTimer = useRef<number | undefined>(undefined);
  const usernameOf = useRef(username);
  useEffect(() => {
    usernameOf.current = username;
  }, [username]);

  const solve = useCallback((): Promise<string | null> => {
    if (running.current) return running.current;
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setState('verifying');
    const generation = ++attempts.current;
    const attempt = (async () => {
      try {
        const challenge = await getCaptchaChallenge(abort.signal, usernameOf.current?.()?.trim() || undefined);
        const solution = await solveChallenge({ challenge, deriveKey, controller: abort });
        if (!solution) throw new Error('not solved');
        const payload = btoa(JSON.stringify({ challenge, solution }));
        solved.current = { payload, solvedAt: Date.now() };
        window.clearTimeout(expiryTimer.current);
        expiryTimer.current = window.setTimeout(() => {
          solved.current = null;
          setState('expired');
        }, CAPTCHA_VALID_MS);
        if (!abort.signal.aborted) setState('verified');
        return payload;
      } catch {
        if (!abort.signal.aborted) setState('error');
        return null;
      } finally {
        // Only the latest attempt clears the slot (an aborted one may end after a new one started).
        if (attempts.current === generation) running.current = null;
      }
    })();
    running.current = attempt;
    return attempt;
  }, []);

  useImperativeHandle(
    ref,
    () => ({
      ensureSolved() {
        const current = solved.current;
        if (current && Date.now() - current.solvedAt < CAPTCHA_VALID_MS) return Promise.resolve(current.payload);
        solved.current = null;
        return solve();
      },
      reset() {
        solved.current = null;
        window.clearTimeout(expiryTimer.current);
        void solve();
      },
    }),
    [solve],
  );

  useEffect(() => {
    // Started by itself as soon as it is shown.
    void solve();
    return () => {
      controller.current?.abort();
      running.current = null;
      window.clearTimeout(expiryTimer.current);
    };
  }, [solve]);

  const start = () => {
    if (state !== 'verifying' && state !== 'verified') void solve();
  };

  const label = {
    idle: t('captcha.not_robot', 'I am not a robot'),
    verifying: t('captcha.verifying', 'Verifying…'),
    verified: t('captcha.verified', 'Verified'),
    expired: t('captcha.expired', 'Verification expired. Click to verify again.'),
    error: t('captcha.failed', 'Verification failed. Click to try again.'),
  }[state];

  const boxColour =
    state === 'verified' ? token.colorSuccess : state === 'error' ? token.colorError : token.colorBorder;
  const icon =
    state === 'verifying' ? (
      <LoadingOutlined style={{ color: token.colorPrimary }} />
    ) : state === 'verified' ? (
      <CheckOutlined style={{ color: '#fff' }} />
    ) : state === 'error' ? (
      <ExclamationOutlined style={{ color: token.colorError }} />
    ) : null;

  return (
    <div
      role="checkbox"
      aria-checked={state === 'verified' ? true : state === 'verifying' ? 'mixed' : false}
      aria-busy={state === 'verifying'}
      aria-label={label}
      aria-describedby="captcha-note"
      tabIndex={0}
      data-testid="captcha"
      data-state={state}
      className="captcha-widget"
      onClick={start}
      onKeyDown={(event) => {
        if (event.key === ' ' || event.key === 'Enter') {
          event.preventDefault();
          start();
        }
      }}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        padding: '10px 14px',
        border: `1px solid ${state === 'error' ? token.colorError : token.colorBorder}`,
        borderRadius: token.borderRadius,
        background: token.colorBgContainer,
        cursor: state === 'verifying' || state === 'verified' ? 'default' : 'pointer',
        userSelect: 'none',
      }}
    >
      <span
        aria-hidden
        style={{
          width: 22,
          height: 22,
          flex: 'none',
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          border: `2px solid ${boxColour}`,
          borderRadius: 4,
          background: state === 'verified' ? token.colorSuccess : 'transparent',
          fontSize: 13,
        }}
      >
        {icon}
      </span>
      <span style={{ flex: 1 }} aria-live="polite">
        {label}
      </span>
      <span
        id="captcha-note"
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4, color: token.colorTextSecondary, fontSize: 12 }}
      >
        <SafetyOutlined aria-hidden />
        {t('captcha.note', 'Security check')}
      </span>
    </div>
  );
}
