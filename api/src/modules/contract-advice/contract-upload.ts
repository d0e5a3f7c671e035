import type { FastifyRequest } from 'fastify';
import { CONTRACT_ADVICE_LIMITS } from '@fj/shared';
import { readMultipartParts, type MultipartLimits } from '../media/multipart-upload';

export const CONTRACT_MAX_BYTES = CONTRACT_ADVICE_LIMITS.contractMaxMb * 1024 * 1024;

/** A request as sent by the form: the contract (`file`), `questions` and `deadline`. */
export interface ContractAdviceUpload {
  file?: { filename: string; bytes: Buffer; truncated: boolean };
  questions: string;
  deadline: string;
}

/** Multipart caps: the contract up to its limit plus one byte (so a larger one is known), the questions bounded in bytes. */
export const CONTRACT_MULTIPART_LIMITS: MultipartLimits = {
  fileSize: CONTRACT_MAX_BYTES,
  files: 1,
  fields: 5,
  fieldSize: CONTRACT_ADVICE_LIMITS.questionsMaxLength * 4 + 1000,
  parts: 8,
};

/** Reads the form; the file's own name is kept only as its title (its type is read from the bytes). */
export async function readContractAdviceUpload(request: FastifyRequest): Promise<ContractAdviceUpload> {
  const { file, fields } = await readMultipartParts(request, CONTRACT_MULTIPART_LIMITS, 'file, questions and deadline');
  return { file, questions: fields.questions ?? '', deadline: fields.deadline ?? '' };
}
