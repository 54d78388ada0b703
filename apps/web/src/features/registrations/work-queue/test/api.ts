import { baseAnswers, problem, sent, stubApi, type Answers } from '../../../onboarding/test/api';

export { baseAnswers, problem, sent, stubApi, type Answers };

/** The refusal the API answers outside the caller's part of the back office. */
export const refusal = () =>
  problem(403, 'forbidden', 'You do not have permission to use this part of the union back office');
