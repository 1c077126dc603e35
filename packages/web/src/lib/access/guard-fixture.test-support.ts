/**
 * The web's rule tests use core's guard-context fixture (a ready agency owner unless told
 * otherwise), so both packages test the access rules against the same user.
 */
export { ctx } from '../../../../core/src/access/fixtures.test-support';
