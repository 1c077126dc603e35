import type { Questionnaire } from './questionnaire.contract.js';
import { questionnaireEntity } from './questionnaire.entity.js';
import { userEntity } from '../identity/user.entity.js';

/** Acme's onboarding questionnaire, answered by its owner, so the demo shows the answers page. */
export async function seedDemoQuestionnaire(rootId: string, companyId: string, owner: { userId: string; name: string }): Promise<void> {
  const answers: Questionnaire = {
    business_type: 'marketing_agency',
    website: 'https://acme.example',
    years_in_business: '3_5',
    team_size: '6_20',
    niches: ['real_estate', 'home_services'],
    other_niche: '',
    current_clients: '6_20',
    expected_clients: '21_50',
    monthly_lead_volume: '2000_10000',
    lead_delivery: ['crm', 'email'],
    crm_name: 'GoHighLevel',
    goals: 'Book more appointments for our home-services clients.',
  };
  await questionnaireEntity.put({ rootId, companyId, answers, updatedAt: new Date().toISOString(), updatedByUserId: owner.userId, updatedByName: owner.name }).go();
  await userEntity.patch({ rootId, userId: owner.userId }).set({ questionnaireSetupCompleted: true }).go();
}
