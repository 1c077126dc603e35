import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileSavedSchema } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { currentUserQueryOptions } from '../../../lib/auth/get-current-user';
import { SESSION_SCOPE } from '../../../lib/query/keys';

/** The profile's fields as the form holds them; `step` '1' (the person), '2' (the business address) or both. */
export type ProfileFields = Record<string, string>;

/** POST /api/user/update: multipart form fields, as the spec posts them. */
export function updateProfile(fields: ProfileFields) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return apiRequest('/user/update', { method: 'POST', body: form, schema: profileSavedSchema });
}

/** After a save the frame's name, picture and the setup check follow at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (answer) => {
      queryClient.setQueryData(currentUserQueryOptions().queryKey, answer.user);
      await queryClient.invalidateQueries({ queryKey: [SESSION_SCOPE] });
    },
  });
}
