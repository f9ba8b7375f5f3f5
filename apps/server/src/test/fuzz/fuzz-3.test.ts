import { describeRouteFuzz } from './fuzz-suite';

describeRouteFuzz(3, 3);
