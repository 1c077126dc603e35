import { z } from 'zod';

export const advanceInformationAnswerSchema = z.object({ data: z.array(z.object({ value: z.string(), label: z.string() })) });
export const keywordToTagsQuerySchema = z.object({ keyword: z.string().max(20_000, 'Keywords have at most 20,000 characters').default('') });
export const keywordToTagsAnswerSchema = z.object({ tags: z.array(z.string()) });
