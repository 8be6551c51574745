import Head from 'next/head';
import { LazyMemberSwitch } from '@/components/member-switch/lazy-member-switch';
import { pageTitle } from '@/lib/config/product';
import type { MemberOption } from '@/lib/members/member-choice';
import { useSession } from '@/lib/session/session-context';

type MemberPageHeaderProps = {
  title: string;
  intro?: string;
  memberOptions: MemberOption[];
  /** The member looked at (`?member=`); null is the user's own. */
  member: number | null;
};

/** The head of a page about one member's data: its title, a line of introduction and the member switch. */
export function MemberPageHeader({ title, intro, memberOptions, member }: MemberPageHeaderProps) {
  const { user } = useSession();
  return (
    <>
      <Head>
        <title>{pageTitle(title)}</title>
      </Head>
      <h1 className="h2">{title}</h1>
      {intro && <p className="lead">{intro}</p>}
      <LazyMemberSwitch options={memberOptions} member={member} ownMemberId={user.member.id} />
    </>
  );
}
