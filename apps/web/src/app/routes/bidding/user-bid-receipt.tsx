import { ReceiptCheckScreen } from '@/features/bidding/components/receipt-check-screen';

/** `/user_auctions/bid_receipt?lot=&seq=&hash=`: the public check of a bid receipt. */
export default function Component() {
  return <ReceiptCheckScreen />;
}
