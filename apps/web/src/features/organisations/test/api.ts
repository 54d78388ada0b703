import { baseAnswers, problem, sent, stubApi, type Answers } from '../../../test/api-stub';

export { baseAnswers, problem, sent, stubApi, type Answers };

/** The refusal the API answers in an organisation area. */
export const refusal = (detail: string) => problem(403, 'forbidden', detail);
