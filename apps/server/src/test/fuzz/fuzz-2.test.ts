import { describeRouteFuzz } from './fuzz-suite';

describeRouteFuzz(2, 3);
