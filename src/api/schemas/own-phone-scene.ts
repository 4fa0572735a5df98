import { z } from 'zod/mini';

/** Why a code goes to the member's own bound phone (the client names no number). */
export const ownPhoneCodeSceneSchema = z.enum(['verifyIdentity', 'payPasswordReset']);
export type OwnPhoneCodeScene = z.infer<typeof ownPhoneCodeSceneSchema>;
