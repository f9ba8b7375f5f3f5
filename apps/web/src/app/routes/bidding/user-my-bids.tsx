import { MyBidsScreen } from '@/features/bidding/components/my-bids-screen';

/** `/user_auctions/my_bids`: the lots the user bid on or follows, live, and the auctions they follow. */
export default function Component() {
  return <MyBidsScreen />;
}
