import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tourDoneAnswerSchema, type TourId } from '@platform/core/contracts';
import { apiRequest } from '../../lib/api/client';
import { SESSION_SCOPE } from '../../lib/query/keys';

/** PUT /api/user/tours: the signed-in user finished or skipped this tour. */
export function markTourDone(tour: TourId) {
  return apiRequest('/user/tours', { method: 'PUT', body: { tour }, schema: tourDoneAnswerSchema });
}

/** Marks it done, then reads the user data again (its tours_done). */
export function useMarkTourDone() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markTourDone, onSettled: () => void queryClient.invalidateQueries({ queryKey: [SESSION_SCOPE, 'user'] }) });
}
