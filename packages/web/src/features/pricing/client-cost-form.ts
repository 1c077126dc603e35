import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { clientCostSchema, termWording, type ClientCostValues, type CostModule, type PaymentTerm } from '@platform/core/contracts';

type Money = 'CostSet' | 'CostSetAdvanced' | 'CostSetB2b' | 'CostMonth' | 'PlatformFee';
type Count = 'CostMaxLead' | 'LimitLead' | 'minimumLimitLeads';

/** One module's price for one client as the form holds it: every input's text. */
export interface ClientCostForm extends Record<Money | Count, string> {
  companyID: string;
  module: CostModule;
  PaymentTerm: PaymentTerm;
  LimitLeadFreq: ClientCostValues['LimitLeadFreq'];
  LimitLeadStart: string;
  LimitLeadEnd: string;
  topupoptions: ClientCostValues['topupoptions'];
}

/** What the PUT takes (before the API's own parsing): an empty date is no date. */
export type ClientCostRequest = Omit<ClientCostForm, 'LimitLeadStart' | 'LimitLeadEnd'> & { LimitLeadStart?: string; LimitLeadEnd?: string };

export function clientCostRequest(form: ClientCostForm): ClientCostRequest {
  const { LimitLeadStart, LimitLeadEnd, ...rest } = form;
  return { ...rest, ...(LimitLeadStart ? { LimitLeadStart } : {}), ...(LimitLeadEnd ? { LimitLeadEnd } : {}) };
}

/** A module not priced yet starts from the API's defaults (Weekly, zeros, a daily limit, continual top-up). */
export function clientCostForm(companyID: string, module: CostModule, saved: ClientCostValues | undefined): ClientCostForm {
  return {
    companyID,
    module,
    PaymentTerm: saved?.PaymentTerm ?? 'Weekly',
    CostSet: saved?.CostSet ?? '0.00',
    CostSetAdvanced: saved?.CostSetAdvanced ?? '0.00',
    CostSetB2b: saved?.CostSetB2b ?? '0.00',
    CostMonth: saved?.CostMonth ?? '0.00',
    PlatformFee: saved?.PlatformFee ?? '0.00',
    CostMaxLead: String(saved?.CostMaxLead ?? 0),
    LimitLead: String(saved?.LimitLead ?? 0),
    LimitLeadFreq: saved?.LimitLeadFreq ?? 'day',
    LimitLeadStart: saved?.LimitLeadStart ?? '',
    LimitLeadEnd: saved?.LimitLeadEnd ?? '',
    minimumLimitLeads: String(saved?.minimumLimitLeads ?? 0),
    topupoptions: saved?.topupoptions ?? 'continual',
  };
}

/** The form is checked with core's schema of the PUT, and submits the request it checked. */
export const clientCostResolver: Resolver<ClientCostForm, unknown, ClientCostRequest> = async (values, context, options) => {
  const check = zodResolver(clientCostSchema, undefined, { raw: true });
  const request = clientCostRequest(values);
  const result = await check(request, context, options as Parameters<typeof check>[2]);
  return Object.keys(result.errors).length ? { values: {}, errors: result.errors as FieldErrors<ClientCostForm> } : { values: request, errors: {} };
};

/** The cost-per-lead fields a module's prices have: local a basic and an advanced one, b2b its own. */
export const CLIENT_COST_PER_LEAD: Record<CostModule, ('CostSet' | 'CostSetAdvanced' | 'CostSetB2b')[]> = {
  local: ['CostSet', 'CostSetAdvanced'],
  locator: ['CostSet'],
  enhance: ['CostSet'],
  b2b: ['CostSetB2b'],
};

/** The labels of a client's price fields in the term's wording (docs/product.md, Payment terms). */
export function clientCostLabels(term: PaymentTerm) {
  const { period, inCharge, fromCharge } = termWording(term);
  const perLead = fromCharge ? `Cost per lead ${fromCharge}` : 'Cost per lead';
  return {
    PlatformFee: 'One time set-up fee',
    CostMonth: period ? `Platform fee ${period}` : 'Platform fee',
    CostSet: perLead,
    CostSetB2b: perLead,
    CostSetAdvanced: fromCharge ? `Advanced cost per lead ${fromCharge}` : 'Advanced cost per lead',
    CostMaxLead: inCharge ? `Leads included ${inCharge}` : 'Leads included',
  } satisfies Partial<Record<Money | Count, string>>;
}
