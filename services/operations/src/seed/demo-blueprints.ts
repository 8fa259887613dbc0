/**
 * Home Assistant automation blueprints the installer reuses across homes, in the YAML Home
 * Assistant imports (Settings → Automations & Scenes → Blueprints → Import), written in the
 * current syntax (`triggers` / `conditions` / `actions`, `action:` for service calls).
 */
export interface DemoBlueprint {
  title: string;
  tag: string;
  daysAgo: number;
  content: string;
}

export const DEMO_BLUEPRINTS: readonly DemoBlueprint[] = [
  {
    title: 'Motion-activated light',
    tag: 'lighting',
    daysAgo: 120,
    content: `blueprint:
  name: Motion-activated light
  description: Turn a light on when motion is detected and off again after a quiet period.
  domain: automation
  input:
    motion_entity:
      name: Motion sensor
      selector:
        entity:
          filter:
            - domain: binary_sensor
              device_class: motion
            - domain: binary_sensor
              device_class: occupancy
    light_target:
      name: Light
      selector:
        target:
          entity:
            - domain: light
    no_motion_wait:
      name: Wait time
      description: How long the light stays on after the last motion.
      default: 120
      selector:
        number:
          min: 0
          max: 3600
          unit_of_measurement: seconds

mode: restart
max_exceeded: silent

triggers:
  - trigger: state
    entity_id: !input motion_entity
    from: "off"
    to: "on"

actions:
  - alias: Turn the light on
    action: light.turn_on
    target: !input light_target
  - alias: Wait until the motion stops
    wait_for_trigger:
      - trigger: state
        entity_id: !input motion_entity
        from: "on"
        to: "off"
  - alias: Wait the quiet period
    delay: !input no_motion_wait
  - alias: Turn the light off
    action: light.turn_off
    target: !input light_target
`,
  },
  {
    title: 'Low battery notifications',
    tag: 'notifications',
    daysAgo: 110,
    content: `blueprint:
  name: Low battery notifications
  description: >-
    Once a day, lists every battery sensor below the threshold and sends the list to a
    notification service (e.g. the Home Assistant app on a phone).
  domain: automation
  input:
    threshold:
      name: Battery threshold
      default: 20
      selector:
        number:
          min: 5
          max: 100
          unit_of_measurement: "%"
    check_time:
      name: Time of the daily check
      default: "19:00:00"
      selector:
        time: {}
    notify_service:
      name: Notification service
      description: "The notify action to call, e.g. notify.mobile_app_ioana_phone"
      selector:
        text: {}

variables:
  threshold: !input threshold
  notify_service: !input notify_service
  low_batteries: >-
    {% set ns = namespace(names=[]) %}
    {% for sensor in states.sensor
         | selectattr('attributes.device_class', 'defined')
         | selectattr('attributes.device_class', 'eq', 'battery') %}
      {% if sensor.state | is_number and sensor.state | float < threshold %}
        {% set ns.names = ns.names + [sensor.name] %}
      {% endif %}
    {% endfor %}
    {{ ns.names }}

mode: single

triggers:
  - trigger: time
    at: !input check_time

conditions:
  - condition: template
    value_template: "{{ low_batteries | count > 0 }}"

actions:
  - action: "{{ notify_service }}"
    data:
      title: Low battery
      message: "Replace the battery of: {{ low_batteries | join(', ') }}"
`,
  },
  {
    title: 'Door or window left open',
    tag: 'security',
    daysAgo: 100,
    content: `blueprint:
  name: Door or window left open
  description: Sends a notification when a door or window stays open longer than a set time.
  domain: automation
  input:
    contact_sensor:
      name: Door or window sensor
      selector:
        entity:
          filter:
            - domain: binary_sensor
              device_class:
                - door
                - window
                - opening
    open_for:
      name: Open for
      default:
        minutes: 10
      selector:
        duration: {}
    notify_device:
      name: Phone to notify
      selector:
        device:
          filter:
            - integration: mobile_app

mode: single

triggers:
  - trigger: state
    entity_id: !input contact_sensor
    to: "on"
    for: !input open_for

actions:
  - domain: mobile_app
    type: notify
    device_id: !input notify_device
    title: Still open
    message: "{{ trigger.to_state.name }} has been open for a while."
`,
  },
  {
    title: 'Lights off when everyone leaves',
    tag: 'presence',
    daysAgo: 95,
    content: `blueprint:
  name: Lights off when everyone leaves
  description: Turns every chosen light off once the last person of the household has left home.
  domain: automation
  input:
    household:
      name: Household zone
      description: The zone whose person count is watched (usually Home).
      default: zone.home
      selector:
        entity:
          filter:
            - domain: zone
    lights:
      name: Lights
      selector:
        target:
          entity:
            - domain: light

mode: single

triggers:
  - trigger: numeric_state
    entity_id: !input household
    below: 1
    for:
      minutes: 5

actions:
  - action: light.turn_off
    target: !input lights
`,
  },
  {
    title: 'Water leak: alert and close the main valve',
    tag: 'security',
    daysAgo: 90,
    content: `blueprint:
  name: "Water leak: alert and close the main valve"
  description: Closes the main water valve and notifies as soon as any leak sensor gets wet.
  domain: automation
  input:
    leak_sensors:
      name: Leak sensors
      selector:
        entity:
          multiple: true
          filter:
            - domain: binary_sensor
              device_class: moisture
    main_valve:
      name: Main water valve
      selector:
        entity:
          filter:
            - domain: valve
            - domain: switch
    notify_service:
      name: Notification service
      default: notify.notify
      selector:
        text: {}

variables:
  notify_service: !input notify_service
  valve: !input main_valve

mode: single

triggers:
  - trigger: state
    entity_id: !input leak_sensors
    to: "on"

actions:
  - if:
      - condition: template
        value_template: "{{ valve.startswith('valve.') }}"
    then:
      - action: valve.close_valve
        target:
          entity_id: !input main_valve
    else:
      - action: switch.turn_off
        target:
          entity_id: !input main_valve
  - action: "{{ notify_service }}"
    data:
      title: Water leak
      message: "{{ trigger.to_state.name }} detected water. The main valve was closed."
`,
  },
  {
    title: 'Heating off while a window is open',
    tag: 'climate',
    daysAgo: 80,
    content: `blueprint:
  name: Heating off while a window is open
  description: >-
    Turns a radiator thermostat off when the room's window has been open for a moment, and
    back to heating once it is closed.
  domain: automation
  input:
    window_sensor:
      name: Window sensor
      selector:
        entity:
          filter:
            - domain: binary_sensor
              device_class: window
    thermostat:
      name: Thermostat
      selector:
        entity:
          filter:
            - domain: climate
    open_delay:
      name: Open for at least
      default: 30
      selector:
        number:
          min: 0
          max: 600
          unit_of_measurement: seconds

mode: restart

triggers:
  - trigger: state
    entity_id: !input window_sensor
    to: "on"
    for:
      seconds: !input open_delay
    id: opened
  - trigger: state
    entity_id: !input window_sensor
    to: "off"
    id: closed

actions:
  - choose:
      - conditions:
          - condition: trigger
            id: opened
        sequence:
          - action: climate.set_hvac_mode
            target:
              entity_id: !input thermostat
            data:
              hvac_mode: "off"
      - conditions:
          - condition: trigger
            id: closed
        sequence:
          - action: climate.set_hvac_mode
            target:
              entity_id: !input thermostat
            data:
              hvac_mode: heat
`,
  },
  {
    title: 'Porch light from sunset to a set time',
    tag: 'lighting',
    daysAgo: 70,
    content: `blueprint:
  name: Porch light from sunset to a set time
  description: Turns the porch light on at sunset (with an offset) and off at a fixed time.
  domain: automation
  input:
    porch_light:
      name: Porch light
      selector:
        target:
          entity:
            - domain: light
    sunset_offset:
      name: Offset from sunset
      default: "-00:15:00"
      selector:
        text: {}
    off_time:
      name: Turn off at
      default: "23:30:00"
      selector:
        time: {}

mode: single

triggers:
  - trigger: sun
    event: sunset
    offset: !input sunset_offset
    id: "on"
  - trigger: time
    at: !input off_time
    id: "off"

actions:
  - if:
      - condition: trigger
        id: "on"
    then:
      - action: light.turn_on
        target: !input porch_light
    else:
      - action: light.turn_off
        target: !input porch_light
`,
  },
  {
    title: 'Water heater on solar surplus',
    tag: 'energy',
    daysAgo: 60,
    content: `blueprint:
  name: Water heater on solar surplus
  description: >-
    Switches the electric water heater on while the panels export more than a set power to the
    grid, and off again when the surplus is gone.
  domain: automation
  input:
    grid_export:
      name: Power exported to the grid
      selector:
        entity:
          filter:
            - domain: sensor
              device_class: power
    heater_switch:
      name: Water heater switch
      selector:
        entity:
          filter:
            - domain: switch
    surplus:
      name: Surplus needed
      default: 2000
      selector:
        number:
          min: 500
          max: 10000
          step: 100
          unit_of_measurement: W
    settle:
      name: Stable for
      default:
        minutes: 5
      selector:
        duration: {}

mode: single

triggers:
  - trigger: numeric_state
    entity_id: !input grid_export
    above: !input surplus
    for: !input settle
    id: surplus
  - trigger: numeric_state
    entity_id: !input grid_export
    below: 100
    for: !input settle
    id: no_surplus

actions:
  - choose:
      - conditions:
          - condition: trigger
            id: surplus
        sequence:
          - action: switch.turn_on
            target:
              entity_id: !input heater_switch
      - conditions:
          - condition: trigger
            id: no_surplus
        sequence:
          - action: switch.turn_off
            target:
              entity_id: !input heater_switch
`,
  },
  {
    title: 'Washing machine finished',
    tag: 'notifications',
    daysAgo: 50,
    content: `blueprint:
  name: Washing machine finished
  description: Notifies when the washing machine's power stays low after a wash cycle.
  domain: automation
  input:
    power_sensor:
      name: Power of the washing machine plug
      selector:
        entity:
          filter:
            - domain: sensor
              device_class: power
    running_above:
      name: Running above
      default: 10
      selector:
        number:
          min: 1
          max: 500
          unit_of_measurement: W
    notify_service:
      name: Notification service
      default: notify.notify
      selector:
        text: {}

variables:
  notify_service: !input notify_service

mode: single

triggers:
  - trigger: numeric_state
    entity_id: !input power_sensor
    below: !input running_above
    for:
      minutes: 3

conditions:
  - condition: template
    value_template: >-
      {{ trigger.from_state is not none and trigger.from_state.state | float(0) >= 1 }}

actions:
  - action: "{{ notify_service }}"
    data:
      title: Laundry
      message: The washing machine has finished.
`,
  },
  {
    title: 'Smoke alarm: all lights on and alert',
    tag: 'security',
    daysAgo: 40,
    content: `blueprint:
  name: "Smoke alarm: all lights on and alert"
  description: When a smoke detector goes off, turns every light on at full brightness and notifies.
  domain: automation
  input:
    smoke_sensors:
      name: Smoke detectors
      selector:
        entity:
          multiple: true
          filter:
            - domain: binary_sensor
              device_class: smoke
    notify_service:
      name: Notification service
      default: notify.notify
      selector:
        text: {}

variables:
  notify_service: !input notify_service

mode: single

triggers:
  - trigger: state
    entity_id: !input smoke_sensors
    to: "on"

actions:
  - action: light.turn_on
    target:
      entity_id: all
    data:
      brightness_pct: 100
  - action: "{{ notify_service }}"
    data:
      title: Smoke detected
      message: "{{ trigger.to_state.name }} detected smoke."
`,
  },
  {
    title: 'Bathroom fan on high humidity',
    tag: 'climate',
    daysAgo: 30,
    content: `blueprint:
  name: Bathroom fan on high humidity
  description: Runs the bathroom fan while the humidity is above a threshold (after a shower).
  domain: automation
  input:
    humidity_sensor:
      name: Humidity sensor
      selector:
        entity:
          filter:
            - domain: sensor
              device_class: humidity
    fan_switch:
      name: Fan
      selector:
        entity:
          filter:
            - domain: fan
            - domain: switch
    humidity_on:
      name: Turn on above
      default: 70
      selector:
        number:
          min: 40
          max: 95
          unit_of_measurement: "%"
    humidity_off:
      name: Turn off below
      default: 60
      selector:
        number:
          min: 30
          max: 90
          unit_of_measurement: "%"

mode: restart

triggers:
  - trigger: numeric_state
    entity_id: !input humidity_sensor
    above: !input humidity_on
    id: humid
  - trigger: numeric_state
    entity_id: !input humidity_sensor
    below: !input humidity_off
    for:
      minutes: 2
    id: dry

actions:
  - if:
      - condition: trigger
        id: humid
    then:
      - action: homeassistant.turn_on
        target:
          entity_id: !input fan_switch
    else:
      - action: homeassistant.turn_off
        target:
          entity_id: !input fan_switch
`,
  },
  {
    title: 'Welcome home lights after dark',
    tag: 'presence',
    daysAgo: 20,
    content: `blueprint:
  name: Welcome home lights after dark
  description: Turns the hallway lights on when someone comes home after sunset.
  domain: automation
  input:
    person_entity:
      name: Person
      selector:
        entity:
          filter:
            - domain: person
    hallway_lights:
      name: Hallway lights
      selector:
        target:
          entity:
            - domain: light
    brightness:
      name: Brightness
      default: 70
      selector:
        number:
          min: 1
          max: 100
          unit_of_measurement: "%"

mode: single

triggers:
  - trigger: state
    entity_id: !input person_entity
    to: home

conditions:
  - condition: state
    entity_id: sun.sun
    state: below_horizon

actions:
  - action: light.turn_on
    target: !input hallway_lights
    data:
      brightness_pct: !input brightness
`,
  },
];
