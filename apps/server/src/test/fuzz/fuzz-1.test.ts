import { describeRouteFuzz } from './fuzz-suite';

describeRouteFuzz(1, 3);
