import { ArrowRightOutlined, BankOutlined, ShopOutlined } from '@ant-design/icons';
import { Col, Flex, Row } from 'antd';
import type { System } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { paths } from '@/shared/config/paths';
import { setSystem } from '@/shared/session/system';
import { LinkButton } from '@/shared/ui/link-button';
import { Heading, Panel, Paragraph } from '@/shared/ui/surface';

const CARDS: Array<{
  system: System;
  to: string;
  icon: React.ReactNode;
  title: [string, string];
  text: [string, string];
  action: [string, string];
}> = [
  {
    system: 'AUCTION',
    to: paths.eauctionHome,
    icon: <ShopOutlined aria-hidden />,
    title: ['system.AUCTION', 'E-Auction'],
    text: [
      'home.eauction_text',
      'Published, running and finished auctions of goods under customs control. Registered traders and persons request to take part in lots and bid live.',
    ],
    action: ['home.eauction_action', 'Go to e-Auction'],
  },
  {
    system: 'COUNTER',
    to: paths.ecounterHome,
    icon: <BankOutlined aria-hidden />,
    title: ['system.COUNTER', 'E-Counter'],
    text: [
      'home.ecounter_text',
      'File and follow customs cases online: authorizations and licences, movement certificates, binding tariff information, IPR requests and complaints.',
    ],
    action: ['home.ecounter_action', 'Go to e-Counter'],
  },
];

/** The two systems; choosing one also switches the system of the menu. */
export function SystemCards() {
  const { t } = useTranslation();
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 32 }} role="list">
      {CARDS.map((card) => (
        <Col xs={24} md={12} key={card.system} role="listitem">
          <Panel className="system-card" data-testid={`system-card-${card.system}`}>
            <Flex gap={16} align="flex-start" className="system-card-body">
              <span className="system-card-icon">{card.icon}</span>
              <div style={{ minWidth: 0 }}>
                <Heading level={2} style={{ marginTop: 0, fontSize: 24, lineHeight: 1.3333 }}>
                  {t(...card.title)}
                </Heading>
                <Paragraph secondary>{t(...card.text)}</Paragraph>
                <LinkButton
                  type="primary"
                  to={card.to}
                  onClick={() => setSystem(card.system)}
                  icon={<ArrowRightOutlined aria-hidden />}
                  iconPlacement="end"
                >
                  {t(...card.action)}
                </LinkButton>
              </div>
            </Flex>
          </Panel>
        </Col>
      ))}
    </Row>
  );
}
