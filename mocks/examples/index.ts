import { configExamples } from './config';
import { userExamples } from './user';

/** Examples by area; every area of the contract must be here. */
export const examples: Record<string, Record<string, unknown>> = {
  config: configExamples,
  user: userExamples,
};
