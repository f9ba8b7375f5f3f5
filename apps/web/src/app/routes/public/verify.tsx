import { VerifyPage } from '@/features/document-verification/pages/verify-page';

/** `/verify?code=…` (public): an official PDF checked by its verification code (ADR 0091). */
export default function Component() {
  return <VerifyPage />;
}
