/**
 * The first queries of a signed-in page, sent by the entry (main.tsx) as soon as it runs, while
 * React, Apollo and the page's code are still downloading (issue 31: data starts loading with the
 * page, not after the code). Apollo takes the answer over when the page asks the same (the early
 * link in lib/apollo.ts); anything else (another token, an error status, a network failure) is
 * asked for again as usual.
 *
 * The texts are what Apollo itself sends for the pages' documents (their fragments inlined,
 * __typename added): early-queries.test.ts fails when an operation changes and they do not. Kept
 * here as plain strings, the entry stays free of graphql-js and the generated documents.
 */
const ME = `query Me {
  me {
    ...SessionUserFields
    registeredAt
    emailReminders
    smsReminders
    __typename
  }
}

fragment SessionUserFields on User {
  id
  firstName
  lastName
  email
  phoneNumber
  address
  roles
  __typename
}`;

const MY_SAVINGS_PLANS = `query MySavingsPlans($page: Int) {
  mySavingsPlans(page: $page, pageSize: 6) {
    items {
      ...SavingsPlanFields
      __typename
    }
    totalCount
    page
    pageSize
    __typename
  }
}

fragment SavingsPlanFields on SavingsPlan {
  id
  foodPackId
  foodPackName
  totalAmountKobo
  instalmentAmountKobo
  amountPaidKobo
  remainingKobo
  progressPercent
  frequency
  durationMonths
  instalmentCount
  startDate
  endDate
  paymentPreference
  remindersEnabled
  status
  fulfilment {
    method
    address
    landmark
    area
    expectedFrom
    expectedTo
    promisedDate
    status
    __typename
  }
  schedules {
    id
    sequence
    dueDate
    amountKobo
    status
    paidAt
    fineKobo
    kind
    __typename
  }
  finesKobo
  fines {
    id
    monthIndex
    fineDate
    amountKobo
    waived
    __typename
  }
  fineWarning {
    windowEnd
    fineDate
    payBy
    fineKobo
    amountToAvoidKobo
    daysLeft
    capKobo
    capPercent
    __typename
  }
  payments {
    id
    reference
    amountKobo
    appliedKobo
    overpaymentKobo
    currency
    channel
    scheduleId
    paidAt
    createdAt
    contributorName
    __typename
  }
  nextDue {
    scheduleId
    sequence
    dueDate
    amountDueKobo
    status
    __typename
  }
  overdue {
    scheduleId
    count
    amountDueKobo
    __typename
  }
  lastPaymentAt
  createdAt
  completedAt
  arrival {
    arrivesAround
    pace
    shiftDays
    __typename
  }
  moneyFate {
    kind
    amountKobo
    toPackName
    toPlanId
    refunds {
      amountKobo
      channel
      status
      dueFrom
      dueBy
      __typename
    }
    __typename
  }
  priceLock {
    lockedKobo
    todayKobo
    savingKobo
    __typename
  }
  __typename
}`;

const MY_BANK_ACCOUNT = `query MyBankAccount {
  myBankAccount {
    status
    bankName
    accountNumber
    accountName
    __typename
  }
}`;

const MY_PENDING_PLANS = `query MyPendingPlans {
  myPendingPlans {
    id
    foodPackId
    foodPackName
    totalAmountKobo
    frequency
    instalmentCount
    createdAt
    nextDue {
      scheduleId
      amountDueKobo
      __typename
    }
    __typename
  }
}`;

const MY_MARKETER_PROFILE = `query MyMarketerProfile {
  myMarketerProfile {
    marketer {
      ...PortalMarketerFields
      __typename
    }
    summary {
      totalKobo
      thisMonthKobo
      pendingKobo
      approvedKobo
      paidKobo
      reversedKobo
      byMonth {
        month
        amountKobo
        __typename
      }
      __typename
    }
    activeCustomers
    __typename
  }
}

fragment PortalMarketerFields on Marketer {
  id
  firstName
  lastName
  name
  email
  phoneNumber
  companyName
  status
  referralCode
  referralLink
  totalCustomers
  registeredAt
  __typename
}`;

export interface EarlyOperation {
  operationName: string;
  query: string;
  variables: Record<string, unknown>;
}

const op = (operationName: string, query: string, variables: Record<string, unknown> = {}): EarlyOperation => ({ operationName, query, variables });

/** What each signed-in page asks for first, as its components do (useMyProfile, SavingsPlansTab, PendingPlans, MarketerPortal). */
export function earlyOperationsFor(pathname: string, search: string): EarlyOperation[] {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  if (path === '/profile') {
    const tab = new URLSearchParams(search).get('tab');
    const savings = tab !== 'payment' && tab !== 'details';
    return [op('Me', ME), ...(savings ? [op('MySavingsPlans', MY_SAVINGS_PLANS, { page: 1 }), op('MyPendingPlans', MY_PENDING_PLANS), op('MyBankAccount', MY_BANK_ACCOUNT)] : [])];
  }
  if (path === '/marketer') return [op('MyMarketerProfile', MY_MARKETER_PROFILE)];
  return [];
}

interface Early extends EarlyOperation {
  token: string;
  /** The answer, or null when it failed or was not a 200. */
  answer: Promise<{ response: Response; body: unknown } | null>;
  /** Its data once answered without errors. */
  data?: Record<string, unknown>;
}

const sent: Early[] = [];

/**
 * Sends the page's first queries with the stored session's token (lib/session.ts keeps it in
 * localStorage), if someone is signed in. Read straight from storage: the session's code is not
 * loaded yet. An expired or incomplete session sends nothing (the page will send the user to /login).
 */
export function sendEarlyQueries(location: Pick<Location, 'pathname' | 'search'>, storage: Storage = localStorage, fetchImpl: typeof fetch = fetch) {
  let token: string | null;
  let expiresAt: string | null;
  try {
    token = storage.getItem('token');
    expiresAt = storage.getItem('tokenExpiresAt');
    if (!token || storage.getItem('isLoggedIn') !== 'true' || (expiresAt && Date.parse(expiresAt) <= Date.now())) return;
  } catch {
    return; // storage unavailable
  }
  for (const operation of earlyOperationsFor(location.pathname, location.search)) {
    const early: Early = { ...operation, token, answer: Promise.resolve(null) };
    early.answer = fetchImpl('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json,application/json;q=0.9', authorization: `Bearer ${token}` },
      body: JSON.stringify({ operationName: operation.operationName, variables: operation.variables, query: operation.query }),
    })
      .then(async (response) => {
        if (response.status !== 200) return null;
        const body = (await response.json()) as { data?: Record<string, unknown> | null; errors?: unknown };
        if (body.data && !body.errors) early.data = body.data;
        return { response, body: body as unknown };
      })
      .catch(() => null);
    sent.push(early);
  }
}

/**
 * The early answer to this operation, sent with this token, if there is one not yet taken: taken
 * once (a later ask goes to the server, as a refetch should).
 */
export function takeEarlyAnswer(operationName: string, query: string, variables: Record<string, unknown> | undefined, token: string | null | undefined) {
  const at = sent.findIndex((e) => e.operationName === operationName && e.token === token && e.query === query && JSON.stringify(e.variables) === JSON.stringify(variables ?? {}));
  if (at < 0) return null;
  return sent.splice(at, 1)[0].answer;
}

/** How long a page waits for its early answers before it renders without them (and shows its own loading). */
const WAIT_MS = 3_000;

/** Settles once every early query has been answered or has failed, or after WAIT_MS: at once when none was sent. */
export function earlyAnswersSettled(): Promise<void> {
  if (!sent.length) return Promise.resolve();
  return Promise.race([Promise.all(sent.map((e) => e.answer)).then(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, WAIT_MS))]);
}

/**
 * The data of an early answer already in, not yet taken by Apollo, for the page to write into
 * Apollo's cache before its first render (early-cache.ts): the page then renders with its data
 * at once, and its own request takes the same answer (takeEarlyAnswer) instead of asking again.
 */
export function earlyData(operationName: string, variables: Record<string, unknown> = {}, token: string | null): Record<string, unknown> | undefined {
  return sent.find((e) => e.operationName === operationName && e.token === token && JSON.stringify(e.variables) === JSON.stringify(variables))?.data;
}
